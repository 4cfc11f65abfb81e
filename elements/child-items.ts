/**
 * Light-DOM children as items: each child element of the host gets `slot="item-N"` so the
 * component can place it (a slide, a tab, a tile) through a named slot in its shadow root.
 */
const ITEM_SLOT = /^item-\d+$/;

/** Numbers the host's child elements and reports their count now and after every change. */
export function observeChildItems(host: HTMLElement, onCount: (count: number) => void): () => void {
  const assign = () => {
    let index = 0;
    for (const child of host.children) {
      if (child.slot && !ITEM_SLOT.test(child.slot)) continue; // a named slot the author chose
      const name = `item-${index++}`;
      if (child.slot !== name) child.slot = name;
    }
    onCount(index);
  };
  assign();
  const observer = new MutationObserver(assign);
  observer.observe(host, { childList: true });
  return () => observer.disconnect();
}
