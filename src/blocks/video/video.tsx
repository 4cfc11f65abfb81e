/**
 * The Video block: `<video class="builder-video">` whose source is added only when it nears
 * the viewport (unless `lazyLoad` is off), an aspect-ratio sizer, and the block's children on
 * top of the video.
 */
import { useRef, type CSSProperties } from 'react';
import type { BlockComponent } from '../../render/block-props.ts';
import { Blocks } from '../../render/index.ts';
import { useNearViewport } from './use-near-viewport.ts';
import type { videoInputs } from './video.inputs.ts';

const FILL: CSSProperties = { position: 'absolute', top: 0, left: 0 };

/** The Video block. */
export const Video: BlockComponent<typeof videoInputs> = (props) => {
  const { aspectRatio, fitContent, builderBlock } = props;
  const ref = useRef<HTMLVideoElement>(null);
  // Like Builder's SDKs: on only when set (content saved without the key plays nothing and loads at once).
  const load = useNearViewport(ref, props.lazyLoad === true);
  const children = builderBlock.children?.length ? builderBlock.children : undefined;
  const childBlocks = children && <Blocks blocks={children} path="children" parent={builderBlock.id} />;
  return (
    <>
      <video
        ref={ref}
        className="builder-video"
        poster={props.posterImage}
        autoPlay={props.autoPlay === true}
        muted={props.muted === true}
        loop={props.loop === true}
        controls={props.controls === true}
        playsInline={props.playsInline === true}
        preload={props.preload}
        style={{ objectFit: props.fit, objectPosition: props.position, ...(aspectRatio ? FILL : undefined) }}
      >
        {load && props.video && <source type="video/mp4" src={props.video} />}
      </video>
      {aspectRatio && !(fitContent && children) ? (
        <div className="builder-video-sizer" style={{ paddingTop: `${aspectRatio * 100}%` }} />
      ) : null}
      {children && (fitContent ? childBlocks : <div className="builder-video-children">{childBlocks}</div>)}
    </>
  );
};
