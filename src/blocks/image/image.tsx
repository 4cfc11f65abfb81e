/**
 * The Image block: a `<picture>` whose `<img class="builder-image">` gets a srcset the image
 * service can serve (and a WebP `<source>`), lazy loading unless high priority, an
 * aspect-ratio sizer that reserves its height before it loads, and the block's children on top
 * of it (or sizing it, with `fitContent`).
 */
import type { CSSProperties, ReactNode } from 'react';
import type { PropsOf } from '../../core/index.ts';
import {
  renderInline,
  type BlockComponent,
  type BlockProps,
  type RenderContextValue,
  blockNodes,
  useRenderContext,
} from '../../render/index.ts';
import type { imageInputs } from './image.inputs.ts';
import {
  builderSdkSrcset,
  isBuilderImageUrl,
  normalizeSizes,
  sizesFromWidths,
  srcsetFor,
  webpSrcset,
} from '../shared/image-urls.ts';

/** Fills the block: the sizer (or the children) decide the height. */
const FILL: CSSProperties = { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%' };

/**
 * The layer over the picture that holds children laid over it: a flex column as large as the
 * block, with the child blocks as its own items (no list element between), so their auto
 * margins, `flex-grow` and the like place them within the picture's box, as in Builder's SDKs.
 */
const OVERLAY: CSSProperties = { ...FILL, display: 'flex', flexDirection: 'column', alignItems: 'stretch' };

/** Default CSS of the Image block, once per page. */
export const imageCss = `.builder-image-sizer{width:100%;pointer-events:none;font-size:0}
`;

/** The Image block. */
export const Image: BlockComponent<typeof imageInputs> = (props) => imageElements(props, useRenderContext());

/** The picture, sizer and children (no hooks: the renderer calls it inside the block's own fiber). */
export function imageElements(props: PropsOf<typeof imageInputs> & BlockProps, ctx: RenderContextValue): ReactNode {
  const { image, aspectRatio, fitContent, highPriority, builderBlock } = props;
  const { breakpoints } = ctx;
  const children = builderBlock.children?.length ? builderBlock.children : undefined;
  // With an aspect ratio the block sets the picture's box and the candidates only decide which
  // file loads: widths, and sizes from the block's widths, pick one close to the box. Without
  // one the chosen candidate's density sets the picture's size: Builder's SDKs' candidates,
  // and no sizes on the WebP source (theirs has none: 100vw), draw it as large as they do.
  // noWebp (SVGs, animated GIFs): the one file as stored, no candidates.
  const offered = image && !props.noWebp ? image : undefined;
  const srcset =
    offered && (aspectRatio ? srcsetFor(offered, props.srcset) : (builderSdkSrcset(offered) ?? props.srcset));
  const webp = offered && srcset && isBuilderImageUrl(offered) ? webpSrcset(srcset) : undefined;
  const styles = builderBlock.responsiveStyles;
  const widths = { large: styles?.large?.width, medium: styles?.medium?.width, small: styles?.small?.width };
  const givenSizes = props.sizes ? normalizeSizes(props.sizes) : undefined;
  const sizes =
    (srcset && (aspectRatio ? (givenSizes ?? sizesFromWidths(widths, breakpoints)) : givenSizes)) || undefined;
  // The children are the block's own flex items (fitContent) or the overlay's, never wrapped in
  // a list element that would be only as tall as they are.
  const childBlocks = children && blockNodes(children, ctx);
  return (
    <>
      {image && (
        <picture>
          {webp && <source type="image/webp" srcSet={webp} sizes={aspectRatio ? sizes : undefined} />}
          <img
            className="builder-image"
            src={image}
            srcSet={srcset}
            sizes={sizes}
            alt={props.altText ?? ''}
            role={props.altText ? undefined : 'presentation'}
            title={props.title}
            loading={highPriority ? 'eager' : 'lazy'}
            fetchPriority={highPriority ? 'high' : 'auto'}
            style={{
              objectFit: props.backgroundSize,
              objectPosition: props.backgroundPosition,
              ...(aspectRatio ? FILL : undefined),
            }}
          />
        </picture>
      )}
      {aspectRatio && !(fitContent && children) ? (
        <div className="builder-image-sizer" style={{ paddingTop: `${aspectRatio * 100}%` }} />
      ) : null}
      {children && (fitContent ? childBlocks : <div style={OVERLAY}>{childBlocks}</div>)}
    </>
  );
}

renderInline(Image, imageElements);
