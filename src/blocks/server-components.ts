/**
 * The built-in blocks a React Server Components tree renders on the server itself (src/rsc/),
 * so none of their code reaches the browser: Text, Image, Raw:Img, Columns, Section, Button,
 * Video, Embed, Custom Code, Symbol, Fragment, Slot, Raw:Text. Each renders through its block's
 * hook-free render, the markup the browser's renderer gives it (Raw:Img and Raw:Text use no hooks
 * at all: they render as server components as they are); `inBrowser` names the instances
 * that must be left to the browser after all (an Embed whose HTML has scripts, a lazily loaded
 * video or section, a symbol the server could not fetch). Every other block (forms, layout
 * widgets, the router) renders in the browser. Imported by src/rsc/ only.
 */
import { createElement } from 'react';
import { setServerMarkupFilter, type BuilderBlock, type ComponentSpec } from '../core/index.ts';
import { contentHtml, renderInline } from '../render/index.ts';
import { serverMarkupFilter } from '../render/server/index.ts';
import { buttonElement, buttonSpec } from './button/index.ts';
import { columnsElement, columnsSpec } from './columns/index.ts';
import { customCodeSpec } from './custom-code/index.ts';
import { embedSpec } from './embed/index.ts';
import { fragmentElement, fragmentSpec } from './fragment/index.ts';
import { imageElements, imageSpec } from './image/index.ts';
import { rawImgSpec } from './raw-img/index.ts';
import { rawTextSpec } from './raw-text/index.ts';
import { sectionElement, sectionSpec } from './section/index.ts';
import { withoutScripts } from './shared/without-scripts.ts';
import { slotElement, slotSpec } from './slot/index.ts';
import { symbolServerElement, symbolSpec } from './symbol/index.ts';
import { textElement, textSpec } from './text/index.ts';
import { Video, videoElement } from './video/video.tsx';
import { videoSpec } from './video/index.ts';
import { videoCss } from './video/video.css.ts';

/** A block a server components tree renders, and when an instance is left to the browser. */
export interface ServerComponent {
  spec: ComponentSpec;
  inBrowser?: (options: Record<string, unknown>) => boolean;
}

/** HTML that runs scripts needs the browser; without them it is markup like any other. */
const hasScripts = (html: unknown) => typeof html === 'string' && withoutScripts(html) !== html;
const injectedHtml = (className: string, html: unknown, block: BuilderBlock) =>
  createElement('div', {
    className,
    dangerouslySetInnerHTML: contentHtml(typeof html === 'string' ? withoutScripts(html) : '', false, block),
  });

let made: ReadonlyMap<string, ServerComponent> | undefined;

/** The blocks above by content name; their server renders are registered on the first call. */
export function serverComponents(): ReadonlyMap<string, ServerComponent> {
  if (made) return made;
  // With its CSS, which the browser's registration leaves to the lazily loaded component.
  const video = { ...videoSpec, component: Video, load: undefined, css: videoCss };
  setServerMarkupFilter(serverMarkupFilter);
  // Registered here even for the blocks whose modules register them: a server bundle may drop a module's side effects.
  renderInline(textSpec.component!, textElement);
  renderInline(imageSpec.component!, imageElements);
  renderInline(columnsSpec.component!, columnsElement);
  renderInline(sectionSpec.component!, sectionElement);
  renderInline(buttonSpec.component!, buttonElement);
  renderInline(fragmentSpec.component!, fragmentElement);
  renderInline(slotSpec.component!, slotElement);
  renderInline(symbolSpec.component!, symbolServerElement);
  renderInline(embedSpec.component!, ({ content, builderBlock }) =>
    injectedHtml('builder-embed', content, builderBlock),
  );
  renderInline(customCodeSpec.component!, ({ code, builderBlock }) =>
    injectedHtml('builder-custom-code', code, builderBlock),
  );
  renderInline(Video, (props, ctx) => videoElement(props, ctx, undefined, true));
  const table: ServerComponent[] = [
    { spec: textSpec },
    { spec: imageSpec },
    { spec: rawImgSpec },
    { spec: columnsSpec },
    { spec: sectionSpec, inBrowser: (options) => options.lazyLoad === true },
    { spec: buttonSpec },
    { spec: video, inBrowser: (options) => options.lazyLoad === true },
    { spec: embedSpec, inBrowser: (options) => hasScripts(options.content) },
    { spec: customCodeSpec, inBrowser: (options) => hasScripts(options.code) },
    { spec: symbolSpec, inBrowser: (options) => !(options.symbol as { content?: unknown } | undefined)?.content },
    { spec: fragmentSpec },
    { spec: slotSpec },
    { spec: rawTextSpec },
  ];
  return (made = new Map(table.map((entry) => [entry.spec.name, entry])));
}
