/** The Accordion block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const accordionInputs = defineInputs([
  {
    name: 'items',
    type: 'list',
    defaultValue: [],
    helperText: 'Each item: a title that opens and closes its detail',
    subFields: [
      { name: 'title', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
      { name: 'detail', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
    ],
  },
  { name: 'oneAtATime', type: 'boolean', defaultValue: false, helperText: 'Opening an item closes the others' },
  {
    name: 'grid',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Titles side by side; an open detail spans the row under its title (one open at a time)',
  },
  {
    name: 'gridRowWidth',
    type: 'string',
    defaultValue: '25%',
    helperText: 'Width of each title in a grid (a CSS length)',
  },
  {
    name: 'headingLevel',
    type: 'number',
    defaultValue: 3,
    advanced: true,
    helperText: 'Heading level of the titles (1–6) in the page outline; 0 for titles that are not headings',
  },
  // On <builder-accordion> the property is `animateItems`: `animate` is Element's animate() method (the attribute stays `animate`).
  {
    name: 'animate',
    property: 'animateItems',
    editorOnly: true,
    type: 'boolean',
    defaultValue: true,
    advanced: true,
    helperText: 'Slide details open (not for visitors who ask for reduced motion)',
  },
  {
    name: 'useChildrenForItems',
    type: 'boolean',
    defaultValue: false,
    advanced: true,
    helperText:
      "Use this block's children as items: each child's first child is the title, its second the detail; repeated children give one item per element",
  },
]);
