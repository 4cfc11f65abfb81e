// @vitest-environment happy-dom
/**
 * useContentState: a content root's state as the visitor sees it in the DOM. It starts from the
 * content's `data.state`, the inputs' defaults and the app's `data` (localized values resolved);
 * the content's jsCode runs once against it; writes re-render; later `data` changes flow in key
 * by key; other content starts from its own state.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { eventually, render, rerender } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock, type BuilderContent as Content } from '../../index.ts';

/** A Text block showing `expression` (evaluated against the state); `click` runs on a click. */
const shows = (id: string, expression: string, click?: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings: { 'component.options.text': expression },
  actions: click ? { click } : undefined,
});
const textOf = (host: HTMLElement, id: string) => host.querySelector(`[builder-id="${id}"]`)?.textContent ?? '';
const click = (host: HTMLElement, id: string) =>
  act(async () => host.querySelector<HTMLElement>(`[builder-id="${id}"]`)!.click());
const localized = (values: Record<string, string>) => ({ '@type': '@builder.io/core:LocalizedValue', ...values });
/** `state.<key>` when the state holds a string there (a localized value resolved in the state itself, not just where shown). */
const resolved = (key: string) => `typeof state.${key} === "string" ? state.${key} : "not resolved in the state"`;

describe('useContentState', () => {
  it("starts from data.state, then the inputs' defaults where the state has no value, then the app's data over both", async () => {
    const content: Content = {
      id: 'state-initial',
      data: {
        state: { own: 'from data.state', shadowed: 'from data.state', overridden: 'from data.state' },
        inputs: [
          { name: 'shadowed', type: 'text', defaultValue: 'from the input default' },
          { name: 'defaulted', type: 'text', defaultValue: 'from the input default' },
        ],
        blocks: [
          shows('builder-own', 'state.own'),
          shows('builder-shadowed', 'state.shadowed'),
          shows('builder-defaulted', 'state.defaulted'),
          shows('builder-overridden', 'state.overridden'),
        ],
      },
    };
    const host = await render(
      <BuilderContent content={content} data={{ overridden: 'from the app' }} canTrack={false} />,
    );
    expect(
      ['builder-own', 'builder-shadowed', 'builder-defaulted', 'builder-overridden'].map((id) => textOf(host, id)),
    ).toEqual(['from data.state', 'from data.state', 'from the input default', 'from the app']);
  });

  it('resolves localized values in the initial state to the locale (Default when it has none)', async () => {
    const content: Content = {
      id: 'state-localized',
      data: {
        state: { title: localized({ Default: 'Hello', 'de-DE': 'Hallo' }) },
        blocks: [shows('builder-title', resolved('title')), shows('builder-app', resolved('app'))],
      },
    };
    const data = { app: localized({ Default: 'Welcome', 'de-DE': 'Willkommen' }) };
    const german = await render(<BuilderContent content={content} data={data} locale="de-DE" canTrack={false} />);
    expect([textOf(german, 'builder-title'), textOf(german, 'builder-app')]).toEqual(['Hallo', 'Willkommen']);
    const french = await render(<BuilderContent content={content} data={data} locale="fr-FR" canTrack={false} />);
    expect([textOf(french, 'builder-title'), textOf(french, 'builder-app')]).toEqual(['Hello', 'Welcome']);
  });

  it("runs the content's jsCode once against the state and the app's context, before the first render", async () => {
    const content: Content = {
      id: 'state-js',
      data: {
        state: { runs: 0 },
        jsCode: 'state.runs = state.runs + 1; state.greeting = "Hi " + context.name;',
        blocks: [shows('builder-greeting', 'state.greeting'), shows('builder-runs', 'String(state.runs)')],
      },
    };
    const context = { name: 'Ada' };
    const host = await render(
      <BuilderContent content={content} context={context} data={{ extra: 1 }} canTrack={false} />,
    );
    expect([textOf(host, 'builder-greeting'), textOf(host, 'builder-runs')]).toEqual(['Hi Ada', '1']);
    // New props (and so a new render of the root) do not run it again.
    await rerender(host, <BuilderContent content={content} context={context} data={{ extra: 2 }} canTrack={false} />);
    expect(textOf(host, 'builder-runs')).toBe('1');
  });

  it('re-renders the blocks on every state write', async () => {
    const content: Content = {
      id: 'state-writes',
      data: { state: { count: 0 }, blocks: [shows('builder-count', '"Count " + state.count', 'state.count += 1')] },
    };
    const host = await render(<BuilderContent content={content} canTrack={false} />);
    expect(textOf(host, 'builder-count')).toBe('Count 0');
    await click(host, 'builder-count');
    expect(textOf(host, 'builder-count')).toBe('Count 1');
    await click(host, 'builder-count');
    expect(textOf(host, 'builder-count')).toBe('Count 2');
  });

  it("takes in later changes of the app's data key by key (localized), leaving keys whose value did not change as the content set them", async () => {
    const content: Content = {
      id: 'state-data',
      data: {
        blocks: [
          shows('builder-label', resolved('label')),
          shows('builder-mode', 'state.mode', 'state.mode = "set by the content"'),
        ],
      },
    };
    const host = await render(
      <BuilderContent
        content={content}
        data={{ label: 'first', mode: 'from the app' }}
        locale="de-DE"
        canTrack={false}
      />,
    );
    await click(host, 'builder-mode');
    expect([textOf(host, 'builder-label'), textOf(host, 'builder-mode')]).toEqual(['first', 'set by the content']);

    await rerender(
      host,
      <BuilderContent
        content={content}
        data={{ label: localized({ Default: 'second', 'de-DE': 'zweite' }), mode: 'from the app' }}
        locale="de-DE"
        canTrack={false}
      />,
    );
    await eventually(() => expect(textOf(host, 'builder-label')).toBe('zweite'));
    expect(textOf(host, 'builder-mode')).toBe('set by the content');

    await rerender(
      host,
      <BuilderContent
        content={content}
        data={{ label: 'zweite', mode: 'changed by the app' }}
        locale="de-DE"
        canTrack={false}
      />,
    );
    await eventually(() => expect(textOf(host, 'builder-mode')).toBe('changed by the app'));
  });

  it('starts other content from its own state, not the state the previous content left', async () => {
    const counter = (id: string, start: number): Content => ({
      id,
      data: {
        state: { count: start },
        jsCode: 'state.count = state.count * 10',
        blocks: [shows('builder-count', `"${id} " + state.count`, 'state.count += 1')],
      },
    });
    const host = await render(<BuilderContent content={counter('state-first', 1)} canTrack={false} />);
    await click(host, 'builder-count');
    expect(textOf(host, 'builder-count')).toBe('state-first 11');

    await rerender(host, <BuilderContent content={counter('state-second', 2)} canTrack={false} />);
    await eventually(() => expect(textOf(host, 'builder-count')).toBe('state-second 20'));
    // And back: the first content's root was left, so it starts over too.
    await rerender(host, <BuilderContent content={counter('state-first', 1)} canTrack={false} />);
    await eventually(() => expect(textOf(host, 'builder-count')).toBe('state-first 10'));
  });
});
