// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { serveContent } from '../../../test/helpers/content-service.ts';
import { eventually, render } from '../../../test/helpers/happy-dom-render.tsx';
import {
  BLOCK_TYPE,
  BuilderContent,
  navigate,
  type BuilderBlock,
  type BuilderContent as Content,
} from '../../index.ts';

/** A page entry the content service returns for `path` (it targets `data.url`). */
const pageAt = (path: string): Content => ({
  id: `page${path.replace('/', '-')}`,
  data: {
    url: path,
    blocks: [
      { '@type': BLOCK_TYPE, id: 'builder-t', component: { name: 'Text', options: { text: `page at ${path}` } } },
    ],
  },
});

const service = serveContent({ page: [pageAt('/first'), pageAt('/second')] });

describe('Core:Router', () => {
  it('shows the page for the current path and follows in-page navigation', async () => {
    history.replaceState(null, '', '/first');
    const router: BuilderBlock = {
      '@type': BLOCK_TYPE,
      id: 'builder-router',
      component: { name: 'Core:Router', options: { model: 'page' } },
    };
    const host = await render(
      <BuilderContent
        apiKey={service.apiKey}
        apiHost={service.url}
        content={{ id: 'shell', data: { blocks: [router] } }}
      />,
    );
    await eventually(() => expect(host.querySelector('.builder-router')!.textContent).toBe('page at /first'));
    await act(async () => navigate('/second'));
    await eventually(() => expect(host.querySelector('.builder-router')!.textContent).toBe('page at /second'));
  });
});
