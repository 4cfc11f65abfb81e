/**
 * The server entry's blocks: every built-in block with its implementation already loaded, so a
 * server render never waits on a chunk and `renderToString` shows the widgets and forms too (in
 * the browser they load on first use). Each renders inside a Suspense boundary, as the
 * browser's lazily loaded one does, so the client hydrates the same markup; and each carries its
 * default CSS (./server-css.ts: in the browser it comes with the block's chunk), so the server
 * HTML does too. Imported by the entries that render on a server (src/server.ts, src/index.node.ts, src/rsc/renderers.ts).
 */
import { getComponent, registerComponent, type ComponentSpec } from '../core/index.ts';
import { setOwnBlock, withBoundary } from '../render/index.ts';
import { Accordion } from './accordion/accordion.tsx';
import { accordionSpec } from './accordion/index.ts';
import { Carousel } from './carousel/carousel.tsx';
import { carouselSpec } from './carousel/index.ts';
import { Form } from './form/form.tsx';
import { formSpec } from './form/index.ts';
import { Masonry } from './masonry/masonry.tsx';
import { masonrySpec } from './masonry/index.ts';
import { SERVER_CSS } from './server-css.ts';
import { Tabs } from './tabs/tabs.tsx';
import { tabsAliasSpec, tabsSpec } from './tabs/index.ts';
import { Video } from './video/video.tsx';
import { videoSpec } from './video/index.ts';

const EAGER: [ComponentSpec, unknown][] = [
  [accordionSpec, Accordion],
  [carouselSpec, Carousel],
  [formSpec, Form],
  [masonrySpec, Masonry],
  [tabsSpec, Tabs],
  [tabsAliasSpec, Tabs],
  [videoSpec, Video],
];

/** Replaces the lazily loaded built-ins with their implementations (a site's own registration is kept). */
export function registerServerBlocks(): void {
  for (const [spec, component] of EAGER) {
    const eager = {
      ...spec,
      component: withBoundary(component),
      load: undefined,
      css: spec.css ?? SERVER_CSS.get(spec.name),
      builtIn: true,
    };
    setOwnBlock(eager, true);
    if (getComponent(spec.name)?.load === spec.load) registerComponent(eager.component, eager);
  }
}
