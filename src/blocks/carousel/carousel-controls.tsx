/**
 * The carousel's buttons: previous and next (the content's own blocks, or an arrow), one dot
 * per page, and the rotation button shown when autoplay is on. Every button has a name that
 * says what it does; icons are hidden from screen readers.
 */
import type { ReactNode } from 'react';
import type { BuilderBlock } from '../../core/index.ts';
import { Blocks } from '../../render/index.ts';

const icon = (path: string): ReactNode => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);
const ICONS = {
  prev: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z',
  pause: 'M7 5h3v14H7zm7 0h3v14h-3z',
  play: 'M8 5v14l11-7z',
};

export interface ArrowProps {
  direction: 'prev' | 'next';
  /** The content's own blocks for this button; an arrow when empty. */
  blocks: BuilderBlock[] | undefined;
  parent: string | undefined;
  disabled: boolean;
  onClick(): void;
}

/** The previous or next button. */
export function Arrow({ direction, blocks, parent, disabled, onClick }: ArrowProps): ReactNode {
  const own = Array.isArray(blocks) && blocks.length > 0;
  const name = direction === 'prev' ? 'Previous slides' : 'Next slides';
  // The content's own button keeps its visible text in its name (WCAG 2.5.3), the hidden
  // words make sure an image-only button still says what it does.
  return (
    <button
      type="button"
      className={`builder-carousel-button builder-carousel-${direction}`}
      part={direction}
      aria-label={own ? undefined : name}
      disabled={disabled}
      onClick={onClick}
    >
      {own ? (
        <Blocks blocks={blocks} path={`component.options.${direction}Button`} parent={parent} />
      ) : (
        icon(ICONS[direction])
      )}
      {own && <span className="builder-carousel-hidden-text">{name}</span>}
    </button>
  );
}

export interface DotsProps {
  /** First slide of each page. */
  starts: readonly number[];
  current: number;
  count: number;
  show: number;
  onPick(start: number): void;
}

/** What a dot shows, for its name: "Slide 3", or "Slides 3 to 4". */
function pageName(start: number, show: number, count: number): string {
  const last = Math.min(start + show, count);
  return last - start > 1 ? `Slides ${start + 1} to ${last}` : `Slide ${start + 1}`;
}

/** One button per page; the current one has `aria-current`. */
export function Dots({ starts, current, count, show, onPick }: DotsProps): ReactNode {
  return (
    <div className="builder-carousel-dots" role="group" aria-label="Choose slides" part="dots">
      {starts.map((start, page) => {
        const on = page === current;
        return (
          <button
            key={start}
            type="button"
            className="builder-carousel-button builder-carousel-dot"
            part={on ? 'dot dot--active' : 'dot'}
            data-state={on ? 'active' : 'inactive'}
            aria-label={pageName(start, show, count)}
            aria-current={on ? 'true' : undefined}
            onClick={() => onPick(start)}
          />
        );
      })}
    </div>
  );
}

/** Stops or starts the automatic rotation. */
export function RotationButton({ rotating, onClick }: { rotating: boolean; onClick(): void }): ReactNode {
  return (
    <button
      type="button"
      className="builder-carousel-button builder-carousel-rotation"
      part="rotation"
      aria-label={rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
      onClick={onClick}
    >
      {icon(rotating ? ICONS.pause : ICONS.play)}
    </button>
  );
}
