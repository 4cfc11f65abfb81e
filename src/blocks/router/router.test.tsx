// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE, BuilderContent, navigate, type BuilderBlock } from '../../index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.unstubAllGlobals());

describe('Core:Router', () => {
  it('shows the page for the current path and follows in-page navigation', async () => {
    history.replaceState(null, '', '/first');
    vi.stubGlobal('fetch', vi.fn(async (input: string) => {
      const url = new URL(input);
      const path = JSON.parse(url.searchParams.get('userAttributes') ?? '{}').urlPath as string;
      const key = decodeURIComponent(url.pathname.split('/').pop()!);
      const entry = { id: `page${path.replace('/', '-')}`, data: { blocks: [{ '@type': BLOCK_TYPE, id: 'builder-t', component: { name: 'Text', options: { text: `page at ${path}` } } }] } };
      return new Response(JSON.stringify({ [key]: [entry] }), { headers: { 'content-type': 'application/json' } });
    }));
    const host = document.createElement('div');
    const root = createRoot(host);
    const router: BuilderBlock = { '@type': BLOCK_TYPE, id: 'builder-router', component: { name: 'Core:Router', options: { model: 'page' } } };
    await act(async () => root.render(<BuilderContent apiKey="key" content={{ id: 'shell', data: { blocks: [router] } }} />));
    await vi.waitFor(() => expect(host.querySelector('.builder-router')!.textContent).toBe('page at /first'));
    await act(async () => navigate('/second'));
    await vi.waitFor(() => expect(host.querySelector('.builder-router')!.textContent).toBe('page at /second'));
    act(() => root.unmount());
  });
});
