/**
 * The Raw:Img block: one plain `<img class="builder-raw-img">` that is the block's element
 * itself (noWrap), lazy loaded, with a srcset only where the image service can resize.
 */
import type { BlockComponent } from '../../render/index.ts';
import { normalizeSizes, srcsetFor } from '../shared/image-urls.ts';
import type { rawImgInputs } from './raw-img.inputs.ts';

/** The Raw:Img block. */
export const RawImg: BlockComponent<typeof rawImgInputs> = (props) => {
  const { attributes, aspectRatio } = props;
  const image = props.image ?? '';
  return (
    <img
      {...attributes}
      className={`${attributes?.className ?? ''} builder-raw-img`.trim()}
      src={image || undefined}
      srcSet={image && !props.noWebp ? srcsetFor(image, props.srcset) : undefined}
      sizes={props.sizes ? normalizeSizes(props.sizes) : undefined}
      alt={props.altText ?? ''}
      role={props.altText ? undefined : 'presentation'}
      title={props.title}
      loading="lazy"
      style={{
        ...attributes?.style,
        objectFit: props.backgroundSize,
        objectPosition: props.backgroundPosition,
        aspectRatio: aspectRatio ? `1 / ${aspectRatio}` : undefined,
      }}
    />
  );
};
