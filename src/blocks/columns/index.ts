/** The Columns block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Columns, columnsCss, columnsElement } from './columns.tsx';
import { columnsInputs } from './columns.inputs.ts';

export { Columns, columnsElement, columnsInputs };

/** `Columns`: side-by-side block lists that stack on small screens; `<builder-columns>` standalone. */
export const columnsSpec: ComponentSpec<typeof Columns> = {
  name: 'Columns',
  tag: 'builder-columns',
  inputs: columnsInputs,
  component: Columns,
  css: columnsCss,
};
