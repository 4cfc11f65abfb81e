/** The Core:Router block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const routerInputs = defineInputs([
  {
    name: 'model',
    type: 'string',
    defaultValue: 'page',
    helperText: 'The model whose entry for the current path is shown',
  },
  {
    name: 'handleRouting',
    type: 'boolean',
    defaultValue: true,
    advanced: true,
    helperText: 'Follow in-page navigation (history and popstate)',
  },
]);
