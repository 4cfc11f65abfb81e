/** The Core:Section block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const sectionInputs = defineInputs([
  {
    name: 'maxWidth',
    type: 'number',
    defaultValue: 1200,
    helperText: 'Widest the content gets (px); the background still spans the page',
  },
  {
    name: 'lazyLoad',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Render the content only when it nears the screen',
    advanced: true,
  },
]);
