/**
 * The Core:Section block: a full-width `<section>` whose content (the block's children) is
 * centred and no wider than `maxWidth`.
 */
import { useRef } from 'react';
import type { BlockComponent } from '../../render/block-props.ts';
import { Blocks } from '../../render/index.ts';
import { useNearViewport } from '../video/use-near-viewport.ts';
import type { sectionInputs } from './section.inputs.ts';

/** Default CSS of the Section block, once per page. */
export const sectionCss = `.builder-section{width:100%;align-self:stretch;flex-grow:1;box-sizing:border-box;display:flex;flex-direction:column;align-items:stretch;margin-left:auto;margin-right:auto}
`;

/** The Core:Section block. */
export const Section: BlockComponent<typeof sectionInputs> = ({ maxWidth, lazyLoad, builderBlock }) => {
  const ref = useRef<HTMLElement>(null);
  const show = useNearViewport(ref, !!lazyLoad);
  return (
    <section ref={ref} className="builder-section" style={{ maxWidth: maxWidth ?? undefined }}>
      {show && <Blocks blocks={builderBlock.children} path="children" parent={builderBlock.id} />}
    </section>
  );
};
