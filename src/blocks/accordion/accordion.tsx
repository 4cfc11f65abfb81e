/**
 * The Accordion block (WAI-ARIA accordion pattern): each title is a real `<button>` inside a
 * heading (level `headingLevel`), with `aria-expanded` and `aria-controls`; each detail is a
 * region labelled by its title (up to six items: more landmarks than that only get in the way).
 * Up/Down/Home/End move between titles; Enter and Space toggle (native buttons). A detail's
 * content mounts the first time it opens and stays mounted (hidden) when it closes. Dispatches
 * `accordiontoggle` (`detail: { index, open }`).
 */
import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { eventDispatcher, type PropsOf } from '../../core/index.ts';
import { addDefaultCss, type BlockProps, useRenderContext, useEditorSelectedItem } from '../../render/index.ts';
import { normalizeOpen, titleForKey, toggleItem } from './accordion-state.ts';
import { blockChildItems, optionItems, slottedItems, type AccordionItem } from './accordion-items.tsx';
import type { AccordionEventMap } from './accordion-events.ts';
import { accordionCss } from './accordion.css.ts';
import type { accordionInputs } from './accordion.inputs.ts';

// The default CSS arrives with this chunk, not with the eager registration: added to the page's
// default CSS as the code loads, so it applies before the block first renders (../../render/default-css.ts).
addDefaultCss(accordionCss);

/** The Accordion block's props: its options, what every block gets, and the editor's selection. */
export type AccordionProps = PropsOf<typeof accordionInputs> &
  BlockProps & {
    /** The items to open, 0-based; the block follows it (and opens the item holding the editor's selection). */
    openIndexes?: number[];
  };

/** Regions beyond this many items would crowd the landmark list (WAI-ARIA accordion note). */
const MAX_REGIONS = 6;

/** The titles' heading level: 1–6, or `undefined` for none (0 or anything else). */
function headingLevel(value: number | undefined): number | undefined {
  const level = Number(value);
  return Number.isInteger(level) && level >= 1 && level <= 6 ? level : undefined;
}

function useItems(props: AccordionProps): AccordionItem[] {
  const ctx = useRenderContext();
  const { builderBlock, slotted } = props;
  if (props.useChildrenForItems) {
    if (builderBlock.children?.length) return blockChildItems(builderBlock, ctx);
    return slotted ? slottedItems(slotted) : [];
  }
  return optionItems(Array.isArray(props.items) ? props.items : [], builderBlock.id);
}

/** Dispatches the events of AccordionEventMap (they bubble and cross shadow roots). */
const dispatch = eventDispatcher<AccordionEventMap>();

/** The Accordion block. */
export function Accordion(props: AccordionProps): ReactNode {
  const { grid = false, oneAtATime = false, animate, openIndexes } = props;
  const onlyOne = grid || oneAtATime;
  const items = useItems(props);
  const [open, setOpen] = useState<number[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const opened = useRef(new Set<number>());
  const id = useId();

  useEffect(() => {
    if (openIndexes) setOpen(normalizeOpen(openIndexes, onlyOne));
  }, [openIndexes, onlyOne]);
  // The editor selected a block inside an item: open it too (alone with oneAtATime or grid).
  const editorItem = useEditorSelectedItem(props.useChildrenForItems ? props.builderBlock.children : props.items);
  useEffect(() => {
    if (editorItem !== undefined)
      setOpen((current) => (onlyOne ? [editorItem] : normalizeOpen([...current, editorItem], false)));
  }, [editorItem, onlyOne]);

  const toggle = (index: number): void => {
    const next = toggleItem(open, index, onlyOne);
    setOpen(next);
    dispatch(root.current, 'accordiontoggle', { index, open: next.includes(index) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const from = triggers.current.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const to = titleForKey(event.key, from, items.length);
    if (to === undefined) return;
    event.preventDefault();
    triggers.current[to]?.focus();
  };

  let className = 'builder-accordion';
  if (grid) className += ' builder-accordion--grid';
  if (animate) className += ' builder-accordion--animate';
  const style = grid ? ({ '--builder-accordion-row-width': props.gridRowWidth } as CSSProperties) : undefined;
  const regions = items.length <= MAX_REGIONS;
  const level = headingLevel(props.headingLevel);
  return (
    <div ref={root} className={className} part="base" style={style} onKeyDown={onKeyDown}>
      {items.map((item, i) => {
        const isOpen = open.includes(i);
        if (isOpen) opened.current.add(i);
        const state = isOpen ? 'open' : 'closed';
        const titleId = `${id}title-${i}`;
        const detailId = `${id}detail-${i}`;
        return (
          <Fragment key={item.key}>
            <div
              className={`builder-accordion-title builder-accordion-title-${state}`}
              role={level ? 'heading' : undefined}
              aria-level={level}
              part={isOpen ? 'title title--open' : 'title'}
              data-state={state}
              data-index={i}
            >
              <button
                ref={(el) => {
                  triggers.current[i] = el;
                }}
                type="button"
                id={titleId}
                className="builder-accordion-trigger"
                part="trigger"
                aria-expanded={isOpen}
                aria-controls={detailId}
                onClick={() => toggle(i)}
              >
                {item.title}
              </button>
            </div>
            <div
              id={detailId}
              className={isOpen ? 'builder-accordion-detail builder-accordion-detail-open' : 'builder-accordion-detail'}
              role={regions ? 'region' : undefined}
              aria-labelledby={titleId}
              part={isOpen ? 'detail detail--open' : 'detail'}
              data-state={state}
              data-index={i}
              hidden={!isOpen}
            >
              {opened.current.has(i) && item.detail}
            </div>
          </Fragment>
        );
      })}
    </div>
  );
}
