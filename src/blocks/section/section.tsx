/**
 * The Core:Section block: a full-width `<section>` whose content (the block's children) is
 * centred and no wider than `maxWidth`.
 */
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { renderInline } from '../../render/block.tsx';
import type { BlockComponent, BlockProps } from '../../render/block-props.ts';
import { blockList } from '../../render/blocks.tsx';
import type { RenderContextValue } from '../../render/context.ts';
import { useRenderContext } from '../../render/index.ts';
import { useNearViewport } from '../video/use-near-viewport.ts';
import type { sectionInputs } from './section.inputs.ts';

/** Default CSS of the Section block, once per page. */
export const sectionCss = `.builder-section{width:100%;align-self:stretch;flex-grow:1;box-sizing:border-box;display:flex;flex-direction:column;align-items:stretch;margin-left:auto;margin-right:auto}
`;

/** The Core:Section block. */
export const Section: BlockComponent<typeof sectionInputs> = (props) => sectionElement(props, useRenderContext());

/**
 * The section. Only a lazy one needs the viewport observer (a component of its own); the usual
 * one uses no hooks, so the renderer calls this inside the block's own fiber, and the block
 * list is called as a function too (one fiber less each).
 */
function sectionElement({ maxWidth, lazyLoad, builderBlock }: { maxWidth?: number; lazyLoad?: boolean } & BlockProps, ctx: RenderContextValue): ReactNode {
  const style = { maxWidth: maxWidth ?? undefined };
  const children = blockList({ blocks: builderBlock.children, path: 'children', parent: builderBlock.id }, ctx);
  if (lazyLoad) return <LazySection style={style}>{children}</LazySection>;
  return <section className="builder-section" style={style}>{children}</section>;
}

renderInline(Section, sectionElement);

/** A section whose children render once it nears the viewport. */
function LazySection({ style, children }: { style: CSSProperties; children: ReactNode }): ReactNode {
  const ref = useRef<HTMLElement>(null);
  const show = useNearViewport(ref, true);
  return <section ref={ref} className="builder-section" style={style}>{show && children}</section>;
}
