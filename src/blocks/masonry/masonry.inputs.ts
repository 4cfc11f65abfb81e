/** The Masonry block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const masonryInputs = defineInputs([
  {
    name: 'columnWidth',
    type: 'string',
    defaultValue: '200px',
    helperText: 'Width of each column (a CSS length: 200px, 25%…)',
  },
  { name: 'gutterSize', type: 'number', defaultValue: 0, helperText: 'Space between tiles (px)' },
  {
    name: 'tiles',
    type: 'list',
    defaultValue: [],
    helperText: 'Tiles, when not using the children',
    subFields: [{ name: 'content', type: 'uiBlocks', hideFromUI: true, defaultValue: [] }],
  },
  {
    name: 'useChildrenForTiles',
    type: 'boolean',
    defaultValue: true,
    helperText: "Use this block's children as tiles; repeated children give one tile per element",
  },
]);
