/** The Columns block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const columnsInputs = defineInputs([
  {
    name: 'columns',
    editorOnly: true,
    type: 'list',
    defaultValue: [{ blocks: [] }, { blocks: [] }],
    subFields: [
      { name: 'blocks', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
      { name: 'width', type: 'number', hideFromUI: true },
      { name: 'link', type: 'url', helperText: 'Makes the whole column a link' },
    ],
  },
  { name: 'space', type: 'number', defaultValue: 20, helperText: 'Gap between columns (px)', advanced: true },
  {
    name: 'stackColumnsAt',
    type: 'string',
    defaultValue: 'tablet',
    enum: ['tablet', 'mobile', 'never'],
    helperText: 'From which screen size down the columns stack vertically',
  },
  {
    name: 'reverseColumnsWhenStacked',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Stack the last column on top',
  },
]);
