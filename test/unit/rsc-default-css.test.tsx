/**
 * A React Server Components tree writes the default CSS of the blocks a page uses into its
 * `<style data-builder-server-css>`: the blocks it renders itself and those it leaves to the
 * browser as islands (widgets, forms), whose specs it does not hold. Run with the server
 * component (`Content`) called as a function, as React calls it: its tree is inspected, not rendered.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { accordionCss } from '../../src/blocks/accordion/accordion.css.ts';
import { carouselCss } from '../../src/blocks/carousel/carousel.css.ts';
import { masonryCss } from '../../src/blocks/masonry/masonry.css.ts';
import { formCss } from '../../src/blocks/shared/form-css.ts';
import { tabsCss } from '../../src/blocks/tabs/tabs.css.ts';
import { videoCss } from '../../src/blocks/video/video.css.ts';
import { BLOCK_TYPE, type BuilderContent } from '../../src/core/index.ts';
import { Content } from '../../src/rsc/content.tsx';

type StyleProps = {
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
  'data-builder-server-css'?: string;
};

/** The text of the server components tree's default-CSS `<style>`s in `node`. */
function serverCss(node: ReactNode, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) serverCss(child as ReactNode, found);
  else if (isValidElement(node)) {
    const { props, type } = node as ReactElement<StyleProps>;
    if (type === 'style' && props['data-builder-server-css'] !== undefined)
      found.push(props.dangerouslySetInnerHTML!.__html);
    serverCss(props.children, found);
  }
  return found;
}

const block = (name: string, options: Record<string, unknown> = {}) => ({
  '@type': BLOCK_TYPE,
  id: `builder-${name.replace(/\W/g, '')}`,
  component: { name, options },
});

describe("a server components tree's default CSS", () => {
  it("holds the islands' built-in blocks (widgets, forms) and the server-rendered video's, once each", async () => {
    const content: BuilderContent = {
      id: 'rsc-default-css',
      data: {
        blocks: [
          block('Builder:Carousel', { slides: [] }),
          block('Builder: Tabs', { tabs: [] }),
          block('Builder:Tabs', { tabs: [] }),
          block('Builder:Accordion', { items: [] }),
          block('Builder:Masonry', { tiles: [] }),
          block('Video', { video: 'https://cdn.builder.io/o/video.mp4' }),
          block('Form:Form'),
          block('Form:Input'),
          block('Columns'),
        ],
      },
    };
    const [css] = serverCss(await Content({ content, model: 'page', canTrack: false }));
    expect(css).toContain('.builder-columns{');
    for (const text of [carouselCss, tabsCss, accordionCss, masonryCss, videoCss, formCss])
      expect(css.split(text).length - 1, text.slice(0, 60)).toBe(1);
  });

  it("holds nothing for names that are no block (content names never reach an object's own keys)", async () => {
    const content: BuilderContent = {
      id: 'rsc-default-css-names',
      data: { blocks: [block('constructor'), block('__proto__'), block('toString')] },
    };
    const [css] = serverCss(await Content({ content, model: 'page', canTrack: false }));
    expect(css).not.toMatch(/function|native code/);
  });
});
