/**
 * The Columns block: `div.builder-columns`, a row of `div.builder-column`s (an `<a>` when the
 * column has a link), each holding its own block list, separated by `space` px. From the
 * content's tablet or mobile breakpoint down the columns stack vertically.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import {
  renderInline,
  type BlockComponent,
  type BlockProps,
  type RenderContextValue,
  blockList,
  useRenderContext,
  DEFAULT_BREAKPOINTS,
  styleHtml,
} from '../../render/index.ts';
import type { PropsOf } from '../../core/index.ts';
import { columnWidths, stackClass, stackCss } from './columns-layout.ts';
import type { columnsInputs } from './columns.inputs.ts';

/** The breakpoints almost all content keeps: their stacking rules ship in the default CSS. */
const DEFAULT_STACKS = [DEFAULT_BREAKPOINTS.medium, DEFAULT_BREAKPOINTS.small];

/** Default CSS of the Columns block, once per page, with the stacking rules of the default breakpoints. */
export const columnsCss = `.builder-columns{display:flex;flex-grow:1}
.builder-column{display:flex;flex-direction:column;align-items:stretch;line-height:normal;width:var(--builder-column-width);margin-left:var(--builder-column-gap)}
.builder-column>.builder-blocks{flex-grow:1}
${DEFAULT_STACKS.map(stackCss).join('\n')}
`;

/** The Columns block. */
export const Columns: BlockComponent<typeof columnsInputs> = (props) => columnsElement(props, useRenderContext());

/**
 * The columns, from the props and the render context (no hooks: the renderer calls it inside
 * the block's own fiber, and each column's block list is called as a function too).
 */
export function columnsElement(props: PropsOf<typeof columnsInputs> & BlockProps, ctx: RenderContextValue): ReactNode {
  const { builderBlock, stackColumnsAt, reverseColumnsWhenStacked } = props;
  const { breakpoints, renderLink } = ctx;
  const columns = props.columns ?? [];
  const gutter = typeof props.space === 'number' ? props.space : 20;
  const widths = columnWidths(columns, gutter);
  const stackAt =
    stackColumnsAt === 'never' ? undefined : stackColumnsAt === 'mobile' ? breakpoints.small : breakpoints.medium;
  let className = 'builder-columns';
  if (stackAt !== undefined) className += ` ${stackClass(stackAt)}`;
  if (reverseColumnsWhenStacked) className += ' builder-columns--reverse';
  return (
    <div className={className}>
      {stackAt !== undefined && !DEFAULT_STACKS.includes(stackAt) && (
        // A breakpoint of the content's own: hoisted by React into the document head (or shadow
        // root) once per distinct breakpoint.
        <style
          href={stackClass(stackAt)}
          precedence="builder-columns"
          dangerouslySetInnerHTML={styleHtml(stackCss(stackAt))}
        />
      )}
      {columns.map((column, index) => {
        const style = {
          '--builder-column-width': widths[index],
          '--builder-column-gap': index ? `${gutter}px` : '0px',
        } as CSSProperties;
        const blocks = blockList(
          { blocks: column.blocks, path: `component.options.columns.${index}.blocks`, parent: builderBlock.id },
          ctx,
        );
        if (!column.link)
          return (
            <div key={index} className="builder-column" style={style}>
              {blocks}
            </div>
          );
        const link = { className: 'builder-column', href: column.link, style, children: blocks };
        return <Fragment key={index}>{renderLink ? renderLink(link) : <a {...link} />}</Fragment>;
      })}
    </div>
  );
}

renderInline(Columns, columnsElement);
