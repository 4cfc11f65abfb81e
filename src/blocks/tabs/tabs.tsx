/**
 * The Tabs block (WAI-ARIA tabs pattern): a `tablist` of real buttons with roving tabindex
 * (arrow keys, Home, End move focus and activate), one `tabpanel` per tab. A panel's content
 * mounts the first time its tab opens and stays mounted (hidden) afterwards, so what a visitor
 * typed or played survives switching tabs. Dispatches `tabchange` (`detail.index`, -1 for none).
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { eventDispatcher, type PropsOf } from '../../core/index.ts';
import { addDefaultCss, type BlockProps, Blocks, useEditorSelectedItem } from '../../render/index.ts';
import { clickTab, initialTab, NO_TAB, tabForKey, tabStop } from './tabs-state.ts';
import type { TabsEventMap } from './tabs-events.ts';
import { tabsCss } from './tabs.css.ts';
import type { tabsInputs } from './tabs.inputs.ts';

// The default CSS arrives with this chunk, not with the eager registration: added to the page's
// default CSS as the code loads, so it applies before the block first renders (../../render/default-css.ts).
addDefaultCss(tabsCss);

/** The Tabs block's props: its options, what every block gets, and the editor's selection. */
export type TabsProps = PropsOf<typeof tabsInputs> &
  BlockProps & {
    /** The tab to show, 0-based; the block follows it (as it follows the editor's selection). */
    selectedIndex?: number;
  };

/** Custom properties that let a page restyle the active label over `activeTabStyle`. */
const OVERRIDABLE: Record<string, string> = {
  backgroundColor: '--builder-tabs-active-bg',
  color: '--builder-tabs-active-color',
};

/** `activeTabStyle` as inline style, each overridable property behind its custom property. */
function activeStyle(style: unknown): CSSProperties | undefined {
  if (!style || typeof style !== 'object') return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(style)) {
    out[key] = OVERRIDABLE[key] && typeof value === 'string' ? `var(${OVERRIDABLE[key]}, ${value})` : value;
  }
  return out;
}

/** Dispatches the events of TabsEventMap (they bubble and cross shadow roots). */
const dispatch = eventDispatcher<TabsEventMap>();

/** The Tabs block. */
export function Tabs(props: TabsProps): ReactNode {
  const { builderBlock, collapsible = false, tabHeaderLayout, selectedIndex } = props;
  const tabs = Array.isArray(props.tabs) ? props.tabs : [];
  const count = tabs.length;
  const [active, setActive] = useState(() => initialTab(props.defaultActiveTab, count));
  const [lastFocused, setLastFocused] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const opened = useRef(new Set<number>());
  const id = useId();

  useEffect(() => {
    if (typeof selectedIndex === 'number') setActive(selectedIndex);
  }, [selectedIndex]);
  // The editor selected a block inside a tab: open that tab.
  const editorTab = useEditorSelectedItem(tabs);
  useEffect(() => {
    if (editorTab !== undefined) setActive(editorTab);
  }, [editorTab]);

  const shown = active < count ? active : NO_TAB;
  if (shown !== NO_TAB) opened.current.add(shown);

  const activate = (index: number): void => {
    if (index === shown) return;
    setActive(index);
    dispatch(root.current, 'tabchange', { index });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const from = buttons.current.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const to = tabForKey(event.key, from, count, rtl);
    if (to === undefined) return;
    event.preventDefault();
    buttons.current[to]?.focus();
    activate(to);
  };

  const stop = tabStop(shown, lastFocused, count);
  const tabId = (i: number) => `${id}tab-${i}`;
  const panelId = (i: number) => `${id}panel-${i}`;
  const style = activeStyle(props.activeTabStyle);
  const base = `component.options.tabs`;
  if (!count) return <div ref={root} className="builder-tabs" part="base" />;
  return (
    <div ref={root} className="builder-tabs" part="base">
      <div
        className="builder-tabs-wrap"
        role="tablist"
        part="tablist"
        style={{ justifyContent: tabHeaderLayout }}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => {
          const on = i === shown;
          return (
            <button
              key={i}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              className={on ? 'builder-tab-wrap builder-tab-active' : 'builder-tab-wrap'}
              part={on ? 'tab tab--active' : 'tab'}
              data-state={on ? 'active' : 'inactive'}
              aria-selected={on}
              aria-controls={panelId(i)}
              tabIndex={i === stop ? 0 : -1}
              style={on ? style : undefined}
              onFocus={() => setLastFocused(i)}
              onClick={() => activate(clickTab(shown, i, collapsible))}
            >
              <Blocks blocks={tab.label} path={`${base}.${i}.label`} parent={builderBlock.id} />
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => {
        const on = i === shown;
        return (
          <div
            key={i}
            role="tabpanel"
            id={panelId(i)}
            className="builder-tab-panel"
            part="panel"
            data-state={on ? 'active' : 'inactive'}
            aria-labelledby={tabId(i)}
            tabIndex={on ? 0 : undefined}
            hidden={!on}
          >
            {opened.current.has(i) && (
              <Blocks blocks={tab.content} path={`${base}.${i}.content`} parent={builderBlock.id} />
            )}
          </div>
        );
      })}
    </div>
  );
}
