/**
 * Default CSS that server HTML needs but the browser's eager registrations do not carry:
 * - the lazily loaded blocks' (widgets, video): in the browser each chunk adds its block's CSS
 *   to the page as it loads, so the code a page loads at once stays small; a server render has
 *   every block at hand and writes their CSS into the HTML. ./server-blocks.ts gives it to the
 *   server entry's registrations;
 * - every block a server components tree leaves to the browser as an island (those widgets,
 *   the forms): src/rsc/content.tsx knows only the server tree's own specs, and looks the rest
 *   up here for the page's `<style>`, so an island's server HTML shows styled.
 * Imported by server code only (the server entry, the server components tree).
 */
import type { ComponentSpec } from '../core/index.ts';
import { accordionCss } from './accordion/accordion.css.ts';
import { carouselCss } from './carousel/carousel.css.ts';
import { masonryCss } from './masonry/masonry.css.ts';
import { formCss } from './shared/form-css.ts';
import { tabsCss } from './tabs/tabs.css.ts';
import { videoCss } from './video/video.css.ts';

/** By content name (a Map: names come from content, and must never find an object's own keys). */
export const SERVER_CSS: ReadonlyMap<string, string> = new Map([
  ['Builder:Accordion', accordionCss],
  ['Builder:Carousel', carouselCss],
  ['Builder:Masonry', masonryCss],
  ['Builder: Tabs', tabsCss],
  ['Builder:Tabs', tabsCss],
  ['Video', videoCss],
  ['Form:Form', formCss],
  ['Form:Input', formCss],
  ['Form:Select', formCss],
  ['Form:TextArea', formCss],
  ['Form:SubmitButton', formCss],
  ['Form:Label', formCss],
]);

/** For `defaultCssFor`'s lookup: the built-in block `name` with its CSS from {@link SERVER_CSS} (undefined for other names). */
export function serverCssSpec(name: string): ComponentSpec | undefined {
  const css = SERVER_CSS.get(name);
  return css === undefined ? undefined : { name, css };
}
