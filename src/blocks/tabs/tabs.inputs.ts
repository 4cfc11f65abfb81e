/** The Tabs block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const tabsInputs = defineInputs([
  {
    name: 'tabs',
    type: 'list',
    defaultValue: [],
    helperText: 'Each tab: a label and the content shown while it is active',
    subFields: [
      { name: 'label', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
      { name: 'content', type: 'uiBlocks', hideFromUI: true, defaultValue: [] },
    ],
  },
  {
    name: 'activeTabStyle',
    editorOnly: true,
    type: 'object',
    defaultValue: { backgroundColor: 'rgba(0, 0, 0, 0.1)' },
    helperText: 'CSS applied to the active label (camelCase properties)',
  },
  {
    name: 'defaultActiveTab',
    type: 'number',
    defaultValue: 1,
    helperText: 'Tab open at first, counting from 1; 0 opens none',
  },
  { name: 'collapsible', type: 'boolean', defaultValue: false, helperText: 'Clicking the active tab closes it' },
  {
    name: 'tabHeaderLayout',
    type: 'string',
    defaultValue: 'flex-start',
    enum: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    helperText: 'How the labels share the row',
  },
]);
