/**
 * The Masonry block: tiles of equal width in as many columns as fit, each tile placed in turn
 * into the shortest column (our own layout, ./masonry-layout.ts; no library). The grid stays
 * invisible until its first layout, which waits for the images inside (one second at most).
 * Server HTML shows the tiles wrapping in rows, visible.
 */
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { PropsOf } from '../../core/index.ts';
import { addDefaultCss, type BlockProps, Block, Blocks, useRenderContext } from '../../render/index.ts';
import { childItems, InItemScope } from '../shared/child-items.tsx';
import type { masonryInputs } from './masonry.inputs.ts';
import { masonryCss } from './masonry.css.ts';
import { useMasonryLayout } from './use-masonry-layout.ts';

// The default CSS arrives with this chunk, not with the eager registration: added to the page's
// default CSS as the code loads, so it applies before the block first renders (../../render/default-css.ts).
addDefaultCss(masonryCss);

/** The Masonry block's props: its options and what every block gets. */
export type MasonryProps = PropsOf<typeof masonryInputs> & BlockProps;

/** The tiles' contents, from the children, the light-DOM items or the `tiles` option. */
function useTiles(props: MasonryProps): { key: string; node: ReactNode }[] {
  const ctx = useRenderContext();
  const { builderBlock, slotted } = props;
  if (props.useChildrenForTiles !== false) {
    if (builderBlock.children?.length) {
      return childItems(builderBlock, ctx).map((item) => ({
        key: item.key,
        node: (
          <InItemScope item={item}>
            <Block block={item.block} />
          </InItemScope>
        ),
      }));
    }
    if (slotted?.length) return slotted.map((node, i) => ({ key: `s${i}`, node }));
  }
  const tiles = Array.isArray(props.tiles) ? props.tiles : [];
  return tiles.map((tile, i) => ({
    key: String(i),
    node: <Blocks blocks={tile.content} path={`component.options.tiles.${i}.content`} parent={builderBlock.id} />,
  }));
}

/** The Masonry block. */
export function Masonry(props: MasonryProps): ReactNode {
  const { isServer } = useRenderContext();
  // Server HTML is already visible: hiding it after hydration would only make it blink.
  const [hydrating] = useState(isServer);
  const tiles = useTiles(props);
  const gutter = Math.max(0, Number(props.gutterSize) || 0);
  const grid = useRef<HTMLDivElement>(null);
  const { layout, ready } = useMasonryLayout(grid, gutter, tiles.length);
  const laidOut = !isServer && layout !== undefined;
  const style = {
    '--builder-masonry-column': props.columnWidth || '200px',
    '--builder-masonry-gutter': `${gutter}px`,
    height: laidOut ? layout.height : undefined,
    opacity: hydrating || ready ? undefined : 0,
  } as CSSProperties;
  return (
    <div
      ref={grid}
      className={laidOut ? 'builder-masonry builder-masonry--laid-out' : 'builder-masonry'}
      part="base"
      style={style}
    >
      {tiles.map((tile, i) => {
        const position = laidOut ? layout.positions[i] : undefined;
        return (
          <div
            key={tile.key}
            className="builder-masonry-tile masonry-item"
            part="tile"
            style={position ? { left: position.x, top: position.y } : undefined}
          >
            {tile.node}
          </div>
        );
      })}
    </div>
  );
}
