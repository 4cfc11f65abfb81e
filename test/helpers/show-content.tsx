/**
 * For browser tests of blocks: render content through the React API into the page, wait for
 * what the test looks at, and unmount everything after each test.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { BuilderBlock, BuilderContent as Content } from '../../src/core/types.ts';
import { BuilderContent } from '../../src/render/builder-content.tsx';
import { registerBuiltInBlocks } from '../../src/blocks/index.ts';
import { waitFor } from './browser.ts';

registerBuiltInBlocks();

const roots: Root[] = [];

/**
 * Shows `blocks` as the content `id` (tracking off) and resolves with the host element once
 * `until` matches inside it.
 */
export async function showContent(blocks: BuilderBlock[], until: string, options: { id?: string; meta?: Content['meta'] } = {}): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  root.render(<BuilderContent content={{ id: options.id ?? 'test-content', data: { blocks }, meta: options.meta }} canTrack={false} />);
  await waitFor(() => host.querySelector(until), 3000, until);
  return host;
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
  window.scrollTo(0, 0);
});
