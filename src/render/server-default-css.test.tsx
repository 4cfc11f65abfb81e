/**
 * The blocks' default CSS in the server HTML of an app's own React render (Next.js's Pages Router,
 * a client `Content`, a Vite SSR app): hoisted by React 19 into the head, so the first paint has
 * the columns' flex layout and the widgets' styles before any script runs. The kit's own server
 * renders write it themselves, once, beside the content.
 */
import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, BuilderContent, type BuilderContent as Content } from '../index.node.ts';
import { renderContentToHtml } from '../server.ts';

const content: Content = {
  id: 'server-css',
  data: {
    blocks: [
      {
        '@type': BLOCK_TYPE,
        id: 'builder-columns',
        component: {
          name: 'Columns',
          options: {
            columns: [
              {
                blocks: [
                  {
                    '@type': BLOCK_TYPE,
                    id: 'builder-tabs',
                    component: { name: 'Builder:Tabs', options: { tabs: [] } },
                  },
                ],
              },
              { blocks: [] },
            ],
          },
        },
      },
    ],
  },
};

describe("default CSS in an app's own server render", () => {
  // React 18 has no hoisting `<style>` (it would land inside the content and fail hydration):
  // the CSS comes when the kit mounts (docs/react-api.md, "React 18").
  it.runIf(version.startsWith('18.'))("is not in React 18's HTML", () => {
    const html = renderToString(<BuilderContent content={content} canTrack={false} />);
    expect(html).toContain('builder-columns');
    expect(html).not.toContain('.builder-columns{display:flex');
  });

  it.skipIf(version.startsWith('18.'))(
    "is in the HTML, named by the blocks it styles, with the widgets' CSS too",
    () => {
      const html = renderToString(<BuilderContent content={content} canTrack={false} />);
      expect(html).toMatch(
        /<style data-precedence="builder-defaults" data-href="builder-defaults:Builder:Tabs,Columns">/,
      );
      expect(html).toContain('.builder-columns{display:flex');
      expect(html).toContain('.builder-tabs{');
    },
  );

  it('is written once by renderContentToHtml, beside the content, not again by the root', async () => {
    const { html, contentHtml } = await renderContentToHtml({ content, canTrack: false });
    expect(contentHtml).not.toContain('data-precedence="builder-defaults"');
    expect(html.match(/\.builder-columns\{display:flex/g)).toHaveLength(1);
  });
});
