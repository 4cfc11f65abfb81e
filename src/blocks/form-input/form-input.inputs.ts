/** The Form:Input block's options (spec §3): the only place they are declared. */
import { defineInputs } from '../../core/inputs.ts';

/** Every input type the block offers (spec §3). */
export const INPUT_TYPES = [
  'text', 'number', 'email', 'url', 'checkbox', 'radio', 'range', 'date', 'datetime-local', 'search', 'tel', 'time',
  'file', 'month', 'week', 'password', 'color', 'hidden',
] as const;

export const formInputInputs = defineInputs([
  { name: 'type', type: 'text', enum: INPUT_TYPES, defaultValue: 'text' },
  { name: 'name', type: 'string', required: true, helperText: 'The field name submissions use; dots nest JSON ("address.city")' },
  { name: 'placeholder', type: 'string', defaultValue: 'Hello there', helperText: 'Also the accessible name when no label points at the input' },
  { name: 'defaultValue', type: 'string', helperText: 'Checkbox: "true" checks it; radio: checked when equal to value' },
  { name: 'value', type: 'string', advanced: true, helperText: 'A fixed (or state-bound) value; a radio or checkbox submits it' },
  { name: 'required', type: 'boolean', defaultValue: false },
]);
