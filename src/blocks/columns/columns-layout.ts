/**
 * Column widths and the stacking CSS of the Columns block: pure functions, so the layout can
 * be checked without rendering.
 */

export interface ColumnWidthInput {
  width?: number;
}

/**
 * Each column's CSS width: its share (`width` percent, or an equal part of the row) minus its
 * part of the gutters, in proportion to that share, so gutters plus columns fill the row exactly.
 */
export function columnWidths(columns: readonly ColumnWidthInput[], gutter: number): string[] {
  const count = columns.length;
  return columns.map(({ width }) => {
    const percent = typeof width === 'number' ? width : 100 / count;
    return `calc(${percent}% - ${(gutter * (count - 1) * percent) / 100}px)`;
  });
}

/** The class that stacks a Columns block at viewports up to `maxWidth` px. */
export function stackClass(maxWidth: number): string {
  return `builder-columns--stack-${maxWidth}`;
}

/**
 * The rules behind {@link stackClass}: the same for every block that stacks at that width, so
 * a page holds them once per distinct breakpoint (content with custom breakpoints adds its own).
 */
export function stackCss(maxWidth: number): string {
  const stacked = `.${stackClass(maxWidth)}`;
  return (
    `@media only screen and (max-width: ${maxWidth}px){${stacked}{flex-direction:column}` +
    `${stacked}.builder-columns--reverse{flex-direction:column-reverse}` +
    `${stacked}>.builder-column{width:100%;margin-left:0}}`
  );
}
