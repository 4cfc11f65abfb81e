/** The Form:Form block's options (spec §3): the only place they are declared. */
import {
  FORM_SENDING,
  FORM_SUBMISSION_ERROR,
  FORM_SUCCESS,
  defineInputs,
  BLOCK_TYPE,
  type BuilderBlock,
} from '../../core/index.ts';

/** A default message: one Text block (`bindings` let the error text show the server's message). */
const message = (text: string, bindings?: Record<string, string>): BuilderBlock[] => [
  { '@type': BLOCK_TYPE, component: { name: 'Text', options: { text: `<span>${text}</span>` } }, bindings },
];

/** The `formState` values a form passes through; `previewState` shows one of them in the editor. */
export const FORM_STATES = ['unsubmitted', 'sending', 'success', 'error'] as const;
export type FormState = (typeof FORM_STATES)[number];

export const formInputs = defineInputs([
  { name: 'sendSubmissionsTo', type: 'string', enum: ['email', 'custom'], defaultValue: 'email' },
  { name: 'sendSubmissionsToEmail', type: 'string', required: true, defaultValue: 'your@email.com' },
  { name: 'sendWithJs', type: 'boolean', defaultValue: true, advanced: true },
  { name: 'name', type: 'string', defaultValue: 'My form' },
  { name: 'action', type: 'string' },
  {
    name: 'contentType',
    type: 'string',
    defaultValue: 'application/json',
    advanced: true,
    enum: [
      { label: 'JSON', value: 'application/json' },
      { label: 'Multipart', value: 'multipart/form-data' },
      { label: 'Form URL encoded', value: 'application/x-www-form-urlencoded' },
    ],
  },
  { name: 'method', type: 'string', defaultValue: 'POST', advanced: true },
  { name: 'previewState', type: 'string', enum: FORM_STATES, defaultValue: 'unsubmitted' },
  { name: 'successUrl', type: 'url' },
  { name: 'resetFormOnSubmit', type: 'boolean', advanced: true },
  { name: 'successMessage', type: 'uiBlocks', hideFromUI: true, defaultValue: message(FORM_SUCCESS) },
  { name: 'validate', type: 'boolean', defaultValue: true, advanced: true },
  { name: 'errorMessagePath', type: 'text', advanced: true, helperText: 'e.g. error.message' },
  {
    name: 'errorMessage',
    type: 'uiBlocks',
    hideFromUI: true,
    defaultValue: message(FORM_SUBMISSION_ERROR, {
      'component.options.text': 'state.formErrorMessage || block.component.options.text',
    }),
  },
  { name: 'sendingMessage', type: 'uiBlocks', hideFromUI: true, defaultValue: message(FORM_SENDING) },
  { name: 'customHeaders', type: 'map', advanced: true },
]);
