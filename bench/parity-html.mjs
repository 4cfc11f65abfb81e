// @ts-check
// The parity reference's HTML (./pages/parity-html.js): this build's server rendering of the
// content, inline, no content service needed (the bench content has no symbols).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {import('../src/core/types.ts').BuilderContent} content
 * @returns {Promise<string>}
 */
export async function parityHtml(content) {
  const server = await import(pathToFileURL(path.join(ROOT, 'dist', 'server.js')).href);
  const { html } = await server.renderContentToHtml({
    apiKey: 'bench',
    apiHost: 'http://127.0.0.1:9',
    model: 'page',
    content,
    canTrack: false,
  });
  if (!html) throw new Error('the parity reference rendered nothing');
  return html;
}
