/**
 * The default CSS of the lazily loaded blocks (carousel, tabs, accordion, masonry, video) is in
 * each block's own chunk, not in the code a page loads at once: the chunk adds it to the page's
 * default CSS as it loads (test/browser/widget-css.test.ts checks it applies from the block's
 * first paint). Only server code imports those chunks statically: the server entry and the React
 * API's server build (`index.node.js`, through the shared `server-blocks` chunk), whose HTML
 * carries the CSS. Needs `npm run build` (npm test builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accordionCss } from '../../src/blocks/accordion/accordion.css.ts';
import { carouselCss } from '../../src/blocks/carousel/carousel.css.ts';
import { masonryCss } from '../../src/blocks/masonry/masonry.css.ts';
import { tabsCss } from '../../src/blocks/tabs/tabs.css.ts';
import { videoCss } from '../../src/blocks/video/video.css.ts';

const DIST = new URL('../../dist/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, DIST), 'utf8');
// rsc/ holds the server components' entries: server-only code, never loaded by a page (their client components are in lib/).
const scripts = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter(
  (file) =>
    file.endsWith('.js') &&
    !file.startsWith('types') &&
    !(file.startsWith('rsc/lib/') || ['rsc/index.js', 'rsc/server.js', 'rsc/html.js'].includes(file)),
);
/** The CSS as the minified code writes it: a template literal's text, its line breaks escaped in a string. */
const holding = (css: string) =>
  scripts.filter((file) => [css, css.replace(/\n/g, '\\n')].some((text) => read(file).includes(text))).sort();

const WIDGETS: [string, string][] = [
  ['accordion', accordionCss],
  ['carousel', carouselCss],
  ['masonry', masonryCss],
  ['tabs', tabsCss],
  ['video', videoCss],
];

/**
 * Files only a server loads: the two server entries, the server components' renderers (`#rsc-renderers` under `node`) and the
 * chunks only they import (the server blocks; the code both server entries share, parse5's content HTML filter among it).
 */
const SERVER_ONLY = /^(server\.js|index\.node\.js|rsc\/renderers\.js|lib\/(server-blocks|index\.node)-[\w-]+\.js)$/;
const importsStatically = (script: string, target: string) => {
  const file = target.split('/').pop()!.replace('.', '\\.');
  return new RegExp(`(from|import)"(\\.\\.?/)+(\\w+/)?${file}"`).test(read(script));
};
/** Every script that loads `target` through static imports, directly or through other chunks. */
function staticImportersOf(target: string): string[] {
  const reached = new Set<string>();
  const queue = [target];
  while (queue.length) {
    const next = queue.pop()!;
    for (const script of scripts)
      if (!reached.has(script) && importsStatically(script, next)) (reached.add(script), queue.push(script));
  }
  return [...reached].sort();
}

describe("the lazily loaded blocks' default CSS in dist/", () => {
  it.each(WIDGETS)('%s: only in its own chunk of each browser build', (name, css) => {
    expect(holding(css)).toEqual([
      expect.stringMatching(new RegExp(`^chunks/${name}-[\\w-]+\\.js$`)),
      expect.stringMatching(new RegExp(`^lib/${name}-[\\w-]+\\.js$`)),
    ]);
  });

  it.each(WIDGETS)('%s: its chunk is imported statically by server code only', (name) => {
    for (const chunk of holding(WIDGETS.find(([widget]) => widget === name)![1])) {
      const reached = staticImportersOf(chunk);
      if (chunk.startsWith('chunks/')) expect(reached).toEqual([]);
      else {
        expect(reached).toContain('server.js');
        expect(reached).toContain('index.node.js');
        for (const file of reached) expect(file).toMatch(SERVER_ONLY);
      }
    }
  });
});
