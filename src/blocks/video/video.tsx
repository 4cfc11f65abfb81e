/**
 * The Video block, in the shape Builder's SDKs give it: a relatively positioned box holding
 * `<video class="builder-video">` (its mp4 `<source>` given its `src` only once the video nears
 * the viewport, with `lazyLoad`), an aspect-ratio sizer, and the block's children, either
 * sizing the box (`fitContent`) or laid over the video.
 */
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { PropsOf } from '../../core/index.ts';
import {
  addDefaultCss,
  type BlockComponent,
  type BlockProps,
  blockNodes,
  type RenderContextValue,
  useRenderContext,
} from '../../render/index.ts';
import { useNearViewport } from '../shared/use-near-viewport.ts';
import { videoCss } from './video.css.ts';
import type { videoInputs } from './video.inputs.ts';

// The default CSS arrives with this chunk, not with the eager registration: added to the page's
// default CSS as the code loads, so it applies before the block first renders (../../render/default-css.ts).
addDefaultCss(videoCss);

const BOX: CSSProperties = { position: 'relative' };
const SIZER: CSSProperties = { width: '100%', pointerEvents: 'none', fontSize: '0px' };
const FITTING: CSSProperties = { display: 'flex', flexDirection: 'column', alignItems: 'stretch' };
const OVER: CSSProperties = {
  ...FITTING,
  pointerEvents: 'none',
  position: 'absolute',
  top: '0',
  left: '0',
  width: '100%',
  height: '100%',
};

/** The Video block. */
export const Video: BlockComponent<typeof videoInputs> = (props) => {
  const ref = useRef<HTMLVideoElement>(null);
  // Like Builder's SDKs: on only when set (content saved without the key plays nothing and loads at once).
  const lazy = props.lazyLoad === true;
  const load = useNearViewport(ref, lazy);
  // A source that gets its src later is not picked up by the browser on its own.
  useEffect(() => {
    if (lazy && load) ref.current?.load();
  }, [lazy, load]);
  return videoElement(props, useRenderContext(), ref, load);
};

/**
 * The video's box from the props and the render context; `load`: whether the source may load
 * yet (no hooks: a server components tree calls it, for a video that does not load lazily).
 */
export function videoElement(
  props: PropsOf<typeof videoInputs> & BlockProps,
  ctx: RenderContextValue,
  ref: RefObject<HTMLVideoElement | null> | undefined,
  load: boolean,
): ReactNode {
  const { aspectRatio, fitContent, builderBlock } = props;
  const lazy = props.lazyLoad === true;
  const list = builderBlock.children;
  const children = Array.isArray(list) && list.length ? blockNodes(list, ctx) : null;
  const style: CSSProperties = {
    width: '100%',
    height: '100%',
    objectFit: props.fit,
    objectPosition: props.position,
    borderRadius: '1px',
    ...(aspectRatio ? { position: 'absolute' } : undefined),
  };
  return (
    <div style={BOX}>
      <video
        ref={ref}
        className="builder-video"
        poster={props.posterImage}
        autoPlay={props.autoPlay === true}
        muted={props.muted === true}
        loop={props.loop === true}
        controls={props.controls === true}
        playsInline={props.playsInline === true}
        preload={lazy ? 'none' : props.preload || 'metadata'}
        style={style}
      >
        {props.video ? (
          <source type="video/mp4" {...(load ? { src: props.video } : { 'data-src': props.video })} />
        ) : null}
      </video>
      {aspectRatio && !(fitContent && children) ? (
        <div style={{ ...SIZER, paddingTop: `${aspectRatio * 100}%` }} />
      ) : null}
      {children && <div style={fitContent ? FITTING : OVER}>{children}</div>}
    </div>
  );
}
