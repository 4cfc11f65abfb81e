/** The Symbol block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const symbolInputs = defineInputs([
  {
    name: 'symbol',
    type: 'object',
    helperText: 'The reused content: a model and entry to fetch, or the content itself, plus its inputs',
    subFields: [
      { name: 'model', type: 'string' },
      { name: 'entry', type: 'string' },
      { name: 'data', type: 'json' },
      { name: 'content', type: 'json' },
      { name: 'inline', type: 'boolean' },
      { name: 'locale', type: 'string' },
    ],
  },
  {
    name: 'inheritState',
    type: 'boolean',
    defaultValue: false,
    helperText: 'The symbol sees and changes the state of the content around it',
  },
  { name: 'dataOnly', type: 'boolean', hideFromUI: true },
]);
