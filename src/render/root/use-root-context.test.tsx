// @vitest-environment happy-dom
/**
 * useRootSettings and useRootContext: the render context a content root gives its blocks, as a
 * block sees it (a probe component reads it with useRenderContext). The page's root takes the
 * app's settings; a symbol's root inherits them, tracking consent included, with its own content,
 * state and breakpoints; the value keeps its identity while nothing it is made of changes, and
 * is new after each state write.
 */
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, rerender } from '../../../test/helpers/happy-dom-render.tsx';
import {
  BLOCK_TYPE,
  BuilderContent,
  useRenderContext,
  type BuilderBlock,
  type BuilderContent as Content,
  type CustomComponent,
  type RenderContextValue,
} from '../../index.ts';

/** Every context a probe rendered with, by its label, in order. */
const seen = new Map<string, RenderContextValue[]>();
function Probe({ label = '' }: { label?: string }) {
  const ctx = useRenderContext();
  seen.set(label, [...(seen.get(label) ?? []), ctx]);
  return <span className="probe">{label}</span>;
}
const PROBE: readonly CustomComponent[] = [{ name: 'Probe', component: Probe }];
/** The context the probe `label` rendered with last. */
const latest = (label: string): RenderContextValue => {
  const all = seen.get(label);
  if (!all?.length) throw new Error(`probe ${label} never rendered`);
  return all[all.length - 1];
};
/** How many different context objects the probe `label` has seen. */
const distinct = (label: string) => new Set(seen.get(label)).size;

const probe = (id: string, label: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Probe', options: { label } },
});
const symbol = (id: string, content: Content, extra: Record<string, unknown> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Symbol', options: { symbol: { content }, ...extra } },
});
const button = (id: string, click: string): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: 'click' } },
  actions: { click },
});
const click = (host: HTMLElement, id: string) =>
  act(async () => host.querySelector<HTMLElement>(`[builder-id="${id}"]`)!.click());

const context = { site: 'shop' };

beforeEach(() => seen.clear());

describe('useRootContext', () => {
  it("gives the page's blocks the app's settings, the content's identity, state and breakpoints", async () => {
    const page: Content = {
      id: 'ctx-page',
      variationId: 'ctx-page-v2',
      meta: { breakpoints: { small: 500, medium: 900 } },
      data: { state: { greeting: 'hi' }, blocks: [probe('builder-probe', 'page')] },
    };
    await render(
      <BuilderContent
        content={page}
        model="landing"
        context={context}
        locale="fr-FR"
        apiKey="key-1"
        apiHost="https://api.example"
        apiVersion="v3"
        customComponents={PROBE}
      />,
    );
    const ctx = latest('page');
    expect(ctx.content).toEqual({ id: 'ctx-page', variationId: 'ctx-page-v2', model: 'landing' });
    expect(ctx.page).toBe(ctx.content);
    expect(ctx.context).toBe(context);
    expect([ctx.locale, ctx.apiKey, ctx.apiHost, ctx.apiVersion]).toEqual([
      'fr-FR',
      'key-1',
      'https://api.example',
      'v3',
    ]);
    expect(ctx.canTrack).toBe(true);
    expect(ctx.components?.get('Probe')?.component).toBe(Probe);
    expect(ctx.state.greeting).toBe('hi');
    expect(ctx.breakpoints).toEqual({ small: 500, medium: 900 });
    expect([ctx.nested, ctx.isServer, ctx.depth, ctx.localized]).toEqual([true, false, 0, false]);
    expect(ctx.facades?.().builder.trackConversion).toBeTypeOf('function');
  });

  it("marks content with localized options, and takes the app's canTrack false", async () => {
    const page: Content = {
      id: 'ctx-localized',
      data: {
        blocks: [
          probe('builder-probe', 'page'),
          {
            '@type': BLOCK_TYPE,
            id: 'builder-l',
            component: {
              name: 'Text',
              options: { text: { '@type': '@builder.io/core:LocalizedValue', Default: 'x' } },
            },
          },
        ],
      },
    };
    await render(<BuilderContent content={page} locale="de-DE" canTrack={false} customComponents={PROBE} />);
    expect(latest('page').localized).toBe(true);
    expect(latest('page').canTrack).toBe(false);
  });

  it("gives a symbol's blocks the page's settings and tracking consent, its own content, state and breakpoints, and the page as `page`", async () => {
    const inner: Content = {
      id: 'ctx-symbol',
      meta: { breakpoints: { small: 400 } },
      data: { state: { own: 'symbol state' }, blocks: [probe('builder-in-symbol', 'symbol')] },
    };
    const page: Content = {
      id: 'ctx-outer',
      data: { state: { outer: 'page state' }, blocks: [symbol('builder-symbol', inner)] },
    };
    await render(
      <BuilderContent
        content={page}
        context={context}
        locale="fr-FR"
        apiKey="key-2"
        apiHost="https://api.example"
        canTrack={false}
        customComponents={PROBE}
      />,
    );
    const ctx = latest('symbol');
    expect(ctx.content).toEqual({ id: 'ctx-symbol', variationId: 'ctx-symbol', model: 'symbol' });
    expect(ctx.page).toEqual({ id: 'ctx-outer', variationId: 'ctx-outer', model: 'page' });
    expect(ctx.context).toBe(context);
    expect([ctx.locale, ctx.apiKey, ctx.apiHost, ctx.canTrack]).toEqual([
      'fr-FR',
      'key-2',
      'https://api.example',
      false,
    ]);
    expect(ctx.components?.get('Probe')?.component).toBe(Probe);
    expect(ctx.breakpoints).toEqual({ small: 400, medium: 991 });
    expect(ctx.depth).toBe(1);
    expect(ctx.state.own).toBe('symbol state');
    expect(ctx.state.outer).toBe(undefined);
  });

  it('with inheritState gives a symbol the state of the page around it, its own keys over it', async () => {
    const inner: Content = {
      id: 'ctx-inheriting',
      data: { state: { own: 'symbol state' }, blocks: [probe('builder-in-symbol', 'symbol')] },
    };
    const page: Content = {
      id: 'ctx-outer-2',
      data: { state: { outer: 'page state' }, blocks: [symbol('builder-symbol', inner, { inheritState: true })] },
    };
    await render(<BuilderContent content={page} canTrack={false} customComponents={PROBE} />);
    const { state } = latest('symbol');
    expect([state.own, state.outer]).toEqual(['symbol state', 'page state']);
  });

  it('keeps its identity while its inputs are unchanged; is new after a state write and after a setting changes', async () => {
    const page: Content = {
      id: 'ctx-stable',
      data: { state: { n: 0 }, blocks: [probe('builder-probe', 'page'), button('builder-inc', 'state.n += 1')] },
    };
    const show = (locale: string) => (
      <BuilderContent content={page} context={context} locale={locale} canTrack={false} customComponents={PROBE} />
    );
    const host = await render(show('en-US'));
    const first = latest('page');

    await rerender(host, show('en-US'));
    await rerender(host, show('en-US'));
    expect(distinct('page')).toBe(1);
    expect(latest('page')).toBe(first);

    await click(host, 'builder-inc');
    expect(distinct('page')).toBe(2);
    expect(latest('page').state.n).toBe(1);
    // The settings did not change: the SDK facades expressions see are the same ones.
    expect(latest('page').facades?.()).toBe(first.facades?.());

    await rerender(host, show('de-DE'));
    expect(distinct('page')).toBe(3);
    expect(latest('page').locale).toBe('de-DE');
    expect(latest('page').facades?.()).not.toBe(first.facades?.());
  });
});
