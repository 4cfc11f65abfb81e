/**
 * The tags inside a React app, as docs/elements.md shows them. React 19 sets known properties as
 * properties (objects stay objects), other props as attributes, and `on<event>` props listen to
 * the element's events. React 18 sets every prop as an attribute and drops function props: there
 * objects go in as JSON attributes or through a ref, and listeners through addEventListener, which
 * React 19 takes as well. (JSX typings are checked in test/types; here the elements are created
 * with `createElement` so this file does not depend on them.)
 */
import { expect } from 'chai';
import { createElement, useEffect, useRef, useState } from 'react';
import '../../elements/index.ts';
import type { BuilderContent } from '../../src/core/types.ts';
import { waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';
import { inside } from './elements-helpers.ts';
import { onReact19 } from '../helpers/react-version.ts';

const text = (id: string, html: string) => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: html } },
});
const TABS = [
  { label: [text('builder-react-tab-a', 'First')], content: [text('builder-react-a', 'Body A')] },
  { label: [text('builder-react-tab-b', 'Second')], content: [text('builder-react-b', 'Body B')] },
];
const ENTRY: BuilderContent = {
  id: 'react-entry',
  data: { blocks: [text('builder-react-text', '<p>From React</p>')] },
};

/** Renders `node` as an app would (no `act`: the app's root and the tags' roots render on their own). */
const render = (node: React.ReactNode): HTMLElement => mount(node);

describe('tags in a React app', () => {
  // React 19 only: React 18 writes `tabs` as the attribute "[object Object]" and drops `ontabchange`.
  onReact19('takes objects as properties and listens with on<event> props (React 19)', async () => {
    const changes: number[] = [];
    const page = render(
      createElement('builder-tabs', {
        tabs: TABS,
        'default-active-tab': 2,
        ontabchange: (event: CustomEvent<{ index: number }>) => changes.push(event.detail.index),
      }),
    );
    const element = await waitFor(() => page.querySelector('builder-tabs'), 'the tag');
    expect(element.tabs).to.equal(TABS);
    const active = await waitFor(() => inside(element).querySelector('[part~="tab--active"]'), 'active tab');
    expect(active.textContent).to.equal('Second');
    inside(element).querySelector<HTMLElement>('[part~="tab"]')!.click();
    await waitFor(() => changes.length === 1, 'tabchange');
    expect(changes).to.deep.equal([0]);
  });

  it("re-renders the tag when the app's state changes its props", async () => {
    let setShown: (text: string) => void = () => {};
    function App() {
      const [shown, set] = useState('one');
      setShown = set;
      return createElement('builder-text', { text: `<p>${shown}</p>` });
    }
    const page = render(createElement(App));
    const element = await waitFor(() => page.querySelector('builder-text'), 'the tag');
    await waitFor(() => inside(element).querySelector('.builder-text')?.textContent === 'one', 'first text');
    setShown('two');
    await waitFor(() => inside(element).querySelector('.builder-text')?.textContent === 'two', 'second text');
  });

  // React 19 only: React 18 writes `content` as the attribute "[object Object]" and drops `onload`.
  onReact19('renders <builder-content> from a content object and reports load (React 19)', async () => {
    let loaded: unknown;
    const page = render(
      createElement('builder-content', {
        content: ENTRY,
        'can-track': 'false',
        onload: (event: CustomEvent) => {
          loaded = event.detail;
        },
      }),
    );
    const element = await waitFor(() => page.querySelector('builder-content'), 'the tag');
    await waitFor(() => inside(element).querySelector('[builder-content-id="react-entry"]'), 'content');
    await waitFor(() => loaded, 'load event');
    expect((loaded as BuilderContent).id).to.equal('react-entry');
  });

  it('takes objects through a ref and listens with addEventListener (React 18 and 19)', async () => {
    const changes: number[] = [];
    function App() {
      const ref = useRef<HTMLElementTagNameMap['builder-tabs']>(null);
      useEffect(() => {
        const element = ref.current!;
        element.tabs = TABS;
        const listener = (event: Event) => void changes.push((event as CustomEvent<{ index: number }>).detail.index);
        element.addEventListener('tabchange', listener);
        return () => element.removeEventListener('tabchange', listener);
      }, []);
      return createElement('builder-tabs', { ref, 'default-active-tab': 2 });
    }
    const page = render(createElement(App));
    const element = await waitFor(() => page.querySelector('builder-tabs'), 'the tag');
    const active = await waitFor(() => inside(element).querySelector('[part~="tab--active"]'), 'active tab');
    expect(active.textContent).to.equal('Second');
    inside(element).querySelector<HTMLElement>('[part~="tab"]')!.click();
    await waitFor(() => changes.length === 1, 'tabchange');
    expect(changes).to.deep.equal([0]);
  });

  it('renders <builder-content> from a content object set through a ref and reports load (React 18 and 19)', async () => {
    let loaded: unknown;
    function App() {
      const ref = useRef<HTMLElementTagNameMap['builder-content']>(null);
      useEffect(() => {
        const element = ref.current!;
        const listener = (event: Event) => void (loaded = (event as CustomEvent).detail);
        element.addEventListener('load', listener);
        element.content = ENTRY;
        return () => element.removeEventListener('load', listener);
      }, []);
      return createElement('builder-content', { ref, 'can-track': 'false' });
    }
    const page = render(createElement(App));
    const element = await waitFor(() => page.querySelector('builder-content'), 'the tag');
    await waitFor(() => inside(element).querySelector('[builder-content-id="react-entry"]'), 'content');
    await waitFor(() => loaded, 'load event');
    expect((loaded as BuilderContent).id).to.equal('react-entry');
  });
});
