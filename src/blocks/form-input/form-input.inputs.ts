/** The Form:Input block's options (spec §3): the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

/** Every input type the block offers (spec §3). */
export const INPUT_TYPES = [
  'text',
  'number',
  'email',
  'url',
  'checkbox',
  'radio',
  'range',
  'date',
  'datetime-local',
  'search',
  'tel',
  'time',
  'file',
  'month',
  'week',
  'password',
  'color',
  'hidden',
] as const;

/**
 * A checkbox submits a boolean and starts checked when `defaultValue` is "true"; a radio submits
 * its `value` and starts checked when `defaultValue` equals it.
 */
export const formInputInputs = defineInputs([
  { name: 'type', type: 'text', enum: INPUT_TYPES, defaultValue: 'text' },
  { name: 'name', type: 'string', required: true },
  { name: 'placeholder', editorOnly: true, type: 'string', defaultValue: 'Hello there' },
  { name: 'defaultValue', type: 'string' },
  { name: 'value', type: 'string', advanced: true },
  { name: 'required', type: 'boolean', defaultValue: false },
]);
