/**
 * The tags inside a React 19 app, as docs/elements.md shows them: React sets known properties as
 * properties (objects stay objects), other props as attributes, and `on<event>` props listen to
 * the element's events. (JSX typings are checked in test/types; here the elements are created
 * with `createElement` so this file does not depend on them.)
 */
import { expect } from 'chai';
import { createElement, useState } from 'react';
import '../../elements/index.ts';
import type { BuilderContent } from '../../src/core/types.ts';
import { waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';
import { inside } from './elements-helpers.ts';

const text = (id: string, html: string) => ({ '@type': '@builder.io/sdk:Element', id, component: { name: 'Text', options: { text: html } } });
const TABS = [
  { label: [text('builder-react-tab-a', 'First')], content: [text('builder-react-a', 'Body A')] },
  { label: [text('builder-react-tab-b', 'Second')], content: [text('builder-react-b', 'Body B')] },
];
const ENTRY: BuilderContent = { id: 'react-entry', data: { blocks: [text('builder-react-text', '<p>From React</p>')] } };

/** Renders `node` as an app would (no `act`: the app's root and the tags' roots render on their own). */
const render = (node: React.ReactNode): HTMLElement => mount(node);

describe('tags in a React 19 app', () => {
  it('takes objects as properties and listens with on<event> props', async () => {
    const changes: number[] = [];
    const page = render(createElement('builder-tabs', {
      tabs: TABS,
      'default-active-tab': 2,
      ontabchange: (event: CustomEvent<{ index: number }>) => changes.push(event.detail.index),
    }));
    const element = await waitFor(() => page.querySelector('builder-tabs'), 'the tag');
    expect(element.tabs).to.equal(TABS);
    const active = await waitFor(() => inside(element).querySelector('[part~="tab--active"]'), 'active tab');
    expect(active.textContent).to.equal('Second');
    inside(element).querySelector<HTMLElement>('[part~="tab"]')!.click();
    await waitFor(() => changes.length === 1, 'tabchange');
    expect(changes).to.deep.equal([0]);
  });

  it('re-renders the tag when the app\'s state changes its props', async () => {
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

  it('renders <builder-content> from a content object and reports load', async () => {
    let loaded: unknown;
    const page = render(createElement('builder-content', { content: ENTRY, 'can-track': 'false', onload: (event: CustomEvent) => { loaded = event.detail; } }));
    const element = await waitFor(() => page.querySelector('builder-content'), 'the tag');
    await waitFor(() => inside(element).querySelector('[builder-content-id="react-entry"]'), 'content');
    await waitFor(() => loaded, 'load event');
    expect((loaded as BuilderContent).id).to.equal('react-entry');
  });
});
