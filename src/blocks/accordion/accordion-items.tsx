/**
 * Where the Accordion's items come from: its `items` option, its child blocks
 * (`useChildrenForItems`: a child's first child is the title, its second the detail), or, for
 * `<builder-accordion>` standalone, its light-DOM children taken in pairs.
 */
import type { ReactNode } from 'react';
import type { BuilderBlock } from '../../core/index.ts';
import { Block, Blocks, type RenderContextValue } from '../../render/index.ts';
import { childItems, InItemScope } from '../shared/child-items.tsx';

/** One item as the component shows it. */
export interface AccordionItem {
  key: string;
  title: ReactNode;
  detail: ReactNode;
}

interface ItemOption {
  title?: BuilderBlock[];
  detail?: BuilderBlock[];
}

/** Items of the `items` option, each list rendered with its editor path. */
export function optionItems(items: readonly ItemOption[], parent: string | undefined): AccordionItem[] {
  const path = (i: number, part: string) => `component.options.items.${i}.${part}`;
  return items.map((item, i) => ({
    key: String(i),
    title: <Blocks blocks={item.title} path={path(i, 'title')} parent={parent} />,
    detail: <Blocks blocks={item.detail} path={path(i, 'detail')} parent={parent} />,
  }));
}

/** Items of the block's children; a repeated child gives one item per element. */
export function blockChildItems(block: BuilderBlock, ctx: RenderContextValue): AccordionItem[] {
  return childItems(block, ctx).map((item) => {
    const [title, detail] = item.block.children ?? [];
    return {
      key: item.key,
      title: <InItemScope item={item}>{title && <Block block={title} />}</InItemScope>,
      detail: <InItemScope item={item}>{detail && <Block block={detail} />}</InItemScope>,
    };
  });
}

/**
 * Items of a custom element's light-DOM children: a child given as a `[title, detail]` pair is
 * one item; otherwise consecutive children pair up (title, detail, title, detail…), like `<dt>`
 * and `<dd>`. A last title without a detail is an item with an empty detail.
 */
export function slottedItems(slotted: readonly ReactNode[]): AccordionItem[] {
  const items: AccordionItem[] = [];
  for (let i = 0; i < slotted.length; i++) {
    const node = slotted[i];
    if (Array.isArray(node) && node.length === 2) items.push({ key: `s${i}`, title: node[0], detail: node[1] });
    else items.push({ key: `s${i}`, title: node, detail: slotted[++i] ?? null });
  }
  return items;
}
