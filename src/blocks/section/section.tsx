/**
 * The Core:Section block: a full-width `<section>` whose content (the block's children, placed
 * directly inside it, as Builder renders them) is centred and no wider than `maxWidth`.
 */
import { useRef, type CSSProperties, type ReactNode } from 'react';
import {
  blockNodes,
  renderInline,
  type BlockComponent,
  type BlockProps,
  type RenderContextValue,
  useRenderContext,
} from '../../render/index.ts';
import { useNearViewport } from '../shared/use-near-viewport.ts';
import type { sectionInputs } from './section.inputs.ts';

/** The section's layout (inline, as Builder's SDKs write it: no class of its own). */
const SECTION_STYLE: CSSProperties = {
  width: '100%',
  alignSelf: 'stretch',
  flexGrow: 1,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  marginLeft: 'auto',
  marginRight: 'auto',
};

/** The Core:Section block. */
export const Section: BlockComponent<typeof sectionInputs> = (props) => sectionElement(props, useRenderContext());

/**
 * The section. Only a lazy one needs the viewport observer (a component of its own); the usual
 * one uses no hooks, so the renderer calls this inside the block's own fiber.
 */
export function sectionElement(
  { maxWidth, lazyLoad, builderBlock }: { maxWidth?: number; lazyLoad?: boolean } & BlockProps,
  ctx: RenderContextValue,
): ReactNode {
  // Like Builder's SDKs: no width (0 included) means the default.
  const style = { ...SECTION_STYLE, maxWidth: maxWidth || 1200 };
  const list = builderBlock.children;
  const children = Array.isArray(list) && list.length ? blockNodes(list, ctx) : null;
  if (lazyLoad) return <LazySection style={style}>{children}</LazySection>;
  return <section style={style}>{children}</section>;
}

renderInline(Section, sectionElement);

/** A section whose children render once it nears the viewport. */
function LazySection({ style, children }: { style: CSSProperties; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const show = useNearViewport(ref, true);
  return (
    <section ref={ref} style={style}>
      {show && children}
    </section>
  );
}
