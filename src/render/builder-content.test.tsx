// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { serveContent } from '../../test/helpers/content-service.ts';
import { eventually, render } from '../../test/helpers/happy-dom-render.tsx';
import {
  BLOCK_TYPE,
  Builder,
  BuilderContent,
  defineInputs,
  type BlockProps,
  type BuilderContent as Content,
} from '../index.ts';

const entry = (id: string, text: string): Content => ({
  id,
  data: { blocks: [{ '@type': BLOCK_TYPE, id: 'builder-t', component: { name: 'Text', options: { text } } }] },
});

const service = serveContent({
  page: [
    {
      ...entry('fetched-page', 'from the API'),
      data: { ...entry('fetched-page', 'from the API').data, url: '/fetched' },
    },
  ],
});

describe('BuilderContent', () => {
  it('fetches the entry of its model over HTTP, shows nothing while loading, and reports it to onLoad', async () => {
    const onLoad = vi.fn();
    const el = await render(
      <BuilderContent model="page" apiKey={service.apiKey} apiHost={service.url} url="/fetched" onLoad={onLoad} />,
    );
    expect(el.innerHTML).toBe('');
    await eventually(() =>
      expect(el.querySelector('[builder-content-id="fetched-page"]')?.textContent).toBe('from the API'),
    );
    // onLoad is called from an effect, after the commit that shows the content.
    await eventually(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad.mock.calls[0][0].id).toBe('fetched-page');
  });

  it('reports a failed fetch (the service refuses an unknown API key) to onError and renders nothing', async () => {
    const onError = vi.fn();
    const el = await render(<BuilderContent model="page" apiKey="not-a-key" apiHost={service.url} onError={onError} />);
    await eventually(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(String(onError.mock.calls[0][0])).toContain('401');
    expect(el.innerHTML).toBe('');
  });

  it('leaves a failed fetch to onError: no console warning (the data component and symbols warn)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    await render(<BuilderContent model="quiet-failure" apiKey="not-a-key" apiHost={service.url} onError={onError} />);
    await eventually(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('could not load'))).toEqual([]);
    warn.mockRestore();
  });

  it('calls onLoad for inline content too', async () => {
    const onLoad = vi.fn();
    await render(<BuilderContent content={entry('inline', 'x')} onLoad={onLoad} />);
    expect(onLoad).toHaveBeenCalledWith(expect.objectContaining({ id: 'inline' }));
  });

  it('renders components registered with Builder.registerComponent, with their input defaults', async () => {
    const inputs = defineInputs([
      { name: 'greeting', type: 'string', defaultValue: 'Hello' },
      { name: 'who', type: 'string' },
    ]);
    Builder.registerComponent(
      ({ greeting, who }: BlockProps & { greeting?: string; who?: string }) => (
        <em>
          {greeting}, {who}
        </em>
      ),
      { name: 'Greeting', inputs },
    );
    const el = await render(
      <BuilderContent
        content={{
          id: 'c',
          data: {
            blocks: [
              { '@type': BLOCK_TYPE, id: 'builder-g', component: { name: 'Greeting', options: { who: 'Ada' } } },
            ],
          },
        }}
      />,
    );
    expect(el.querySelector('[builder-id="builder-g"] em')!.textContent).toBe('Hello, Ada');
  });

  it('prefers customComponents given to this content over the page-wide registry', async () => {
    const Local = () => <strong>local text</strong>;
    const el = await render(
      <BuilderContent customComponents={[{ name: 'Text', component: Local }]} content={entry('c', 'registry text')} />,
    );
    expect(el.textContent).toBe('local text');
  });

  it("shows the A/B variation stored in the visitor's cookie, with its id on the root", async () => {
    document.cookie = 'builder.tests.ab=variant-b; path=/';
    const content: Content = {
      ...entry('ab', 'default'),
      testRatio: 0.5,
      variations: { 'variant-b': { id: 'variant-b', testRatio: 0.5, data: entry('x', 'variation B').data } },
    };
    const el = await render(<BuilderContent content={content} />);
    expect(el.querySelector('[builder-content-id="variant-b"]')!.textContent).toBe('variation B');
    document.cookie = 'builder.tests.ab=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('with tracking off shows the default variation on every load, whatever the shares, and writes no cookie', async () => {
    const content: Content = {
      ...entry('ab-off', 'default'),
      testRatio: 0,
      variations: { 'variant-only': { id: 'variant-only', testRatio: 1, data: entry('x', 'the variation').data } },
    };
    for (let load = 0; load < 5; load++) {
      const el = await render(<BuilderContent content={content} canTrack={false} />);
      expect(el.querySelector('[builder-content-id="ab-off"]')!.textContent).toBe('default');
    }
    expect(document.cookie).not.toContain('builder.tests.ab-off');
  });
});
