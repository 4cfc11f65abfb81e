/**
 * The Carousel block (WAI-ARIA carousel pattern): a region with `aria-roledescription`
 * "carousel", slides as labelled groups ("2 of 5"), previous/next buttons that go the way they
 * say, one button per page, swipe and drag, and autoplay that waits while hovered or focused,
 * honours reduced motion and has a stop/start button. Slides outside the view are inert. On the
 * server (and while hydrating) only the first slide renders (spec §4). Dispatches
 * `slidechange` (`detail.index`: the first visible slide).
 */
import { useEffect, useRef, useState, version, type CSSProperties, type ReactNode } from 'react';
import { eventDispatcher, type PropsOf } from '../../core/index.ts';
import {
  addDefaultCss,
  type BlockProps,
  Block,
  Blocks,
  useRenderContext,
  useEditorSelectedItem,
} from '../../render/index.ts';
import { useAutoplay } from './autoplay.ts';
import { Arrow, Dots, RotationButton } from './carousel-controls.tsx';
import {
  alignIndex,
  autoplayDelay,
  canStep,
  fitSettings,
  pageOf,
  pageStarts,
  settingsAt,
  step,
} from './carousel-state.ts';
import type { CarouselEventMap } from './carousel-events.ts';
import { carouselCss } from './carousel.css.ts';
import type { carouselInputs } from './carousel.inputs.ts';
import { childItems, InItemScope } from '../shared/child-items.tsx';
import { useViewportWidth } from './media.ts';
import { useSwipe } from './swipe.ts';

// The default CSS arrives with this chunk, not with the eager registration: added to the page's
// default CSS as the code loads, so it applies before the block first renders (../../render/default-css.ts).
addDefaultCss(carouselCss);

/**
 * The `inert` prop of a slide out of view. React 19 writes `inert` for `true`; React 18 does not
 * know the attribute and drops a boolean (with a warning), but writes the string: `inert=""`.
 */
const INERT = (version.startsWith('18.') ? '' : true) as boolean;

/** The Carousel block's props: its options, what every block gets, and the editor's selection. */
export type CarouselProps = PropsOf<typeof carouselInputs> &
  BlockProps & {
    /** The slide to show, 0-based; the block shows it (as it shows the editor's selection). */
    selectedIndex?: number;
  };

/** The slides' contents, from the children, the light-DOM items or the `slides` option. */
function useSlides(props: CarouselProps): { key: string; node: ReactNode }[] {
  const ctx = useRenderContext();
  const { builderBlock, slotted } = props;
  if (props.useChildrenForSlides) {
    if (!builderBlock.children?.length) return (slotted ?? []).map((node, i) => ({ key: `s${i}`, node }));
    return childItems(builderBlock, ctx).map((item) => ({
      key: item.key,
      node: (
        <InItemScope item={item}>
          <Block block={item.block} />
        </InItemScope>
      ),
    }));
  }
  const slides = Array.isArray(props.slides) ? props.slides : [];
  return slides.map((slide, i) => ({
    key: String(i),
    node: <Blocks blocks={slide.content} path={`component.options.slides.${i}.content`} parent={builderBlock.id} />,
  }));
}

/** Dispatches the events of CarouselEventMap (they bubble and cross shadow roots). */
const dispatch = eventDispatcher<CarouselEventMap>();

/** The Carousel block. */
export function Carousel(props: CarouselProps): ReactNode {
  const { builderBlock, hideDots, selectedIndex } = props;
  const { isServer } = useRenderContext();
  const all = useSlides(props);
  const slides = isServer ? all.slice(0, 1) : all;
  const count = slides.length;
  const width = useViewportWidth();
  const base = { slidesToShow: 1, slidesToScroll: 1, infinite: true, dots: true };
  const settings = fitSettings(isServer ? base : settingsAt(width, props.responsive, base), count);
  const show = settings.slidesToShow;
  const starts = pageStarts(count, settings);
  const [index, setIndex] = useState(0);
  const position = alignIndex(index, starts);
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);

  const go = (next: number): void => {
    if (next === position) return;
    setIndex(next);
    dispatch(root.current, 'slidechange', { index: next });
  };
  const move = (direction: 1 | -1, wrap = settings.infinite): void => go(step(position, direction, starts, wrap));

  useEffect(() => {
    if (typeof selectedIndex === 'number') setIndex(selectedIndex);
  }, [selectedIndex]);
  // The editor selected a block inside a slide: show that slide.
  const editorSlide = useEditorSelectedItem(props.useChildrenForSlides ? builderBlock.children : props.slides);
  useEffect(() => {
    if (editorSlide !== undefined) setIndex(editorSlide);
  }, [editorSlide]);

  const paged = starts.length > 1;
  const dots = settings.dots && !hideDots;
  const autoplay = useAutoplay(
    !!props.autoplay && paged && !isServer,
    autoplayDelay(props.autoplaySpeed),
    position,
    () => move(1, true),
  );
  const swipe = useSwipe(track, (direction) => move(direction));
  const trackStyle = { '--builder-carousel-index': position, '--builder-carousel-show': show } as CSSProperties;

  return (
    <div
      ref={root}
      className="builder-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={props.label || 'Carousel'}
      part="base"
      {...autoplay.handlers}
    >
      <div className="builder-carousel-stage">
        {paged && (
          <Arrow
            direction="prev"
            blocks={props.prevButton}
            parent={builderBlock.id}
            disabled={!canStep(position, -1, starts, settings.infinite)}
            onClick={() => move(-1)}
          />
        )}
        <div className="builder-carousel-viewport" aria-live={autoplay.running ? 'off' : 'polite'} {...swipe}>
          <div ref={track} className="builder-carousel-track" style={trackStyle}>
            {slides.map((slide, i) => {
              const visible = i >= position && i < position + show;
              return (
                <div
                  key={slide.key}
                  className="builder-carousel-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${all.length}`}
                  part="slide"
                  data-state={visible ? 'active' : 'inactive'}
                  inert={visible ? undefined : INERT}
                >
                  {slide.node}
                </div>
              );
            })}
          </div>
        </div>
        {paged && (
          <Arrow
            direction="next"
            blocks={props.nextButton}
            parent={builderBlock.id}
            disabled={!canStep(position, 1, starts, settings.infinite)}
            onClick={() => move(1)}
          />
        )}
      </div>
      {paged && (props.autoplay || dots) && (
        <div className="builder-carousel-nav">
          {props.autoplay && <RotationButton rotating={autoplay.rotating} onClick={autoplay.toggle} />}
          {dots && <Dots starts={starts} current={pageOf(position, starts)} count={count} show={show} onPick={go} />}
        </div>
      )}
    </div>
  );
}
