/**
 * Reads a form's named fields the way submissions send them: a checkbox is a boolean, a number
 * or range a number, a radio the value of the checked option, a file input its files, a
 * multi-select one entry per chosen option, anything else its text. Fields come from
 * `form.elements`, so inputs rendered into nested custom elements' light DOM count too.
 */
import type { FormFields, FormValue } from '../../core/index.ts';

/** Controls that are never data: the browser leaves them out of native submissions too. */
const BUTTON_TYPES = new Set(['submit', 'button', 'reset', 'image']);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isField(element: Element): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function inputValue(input: HTMLInputElement): FormValue | undefined {
  switch (input.type) {
    case 'checkbox':
      return input.checked;
    case 'radio':
      return input.checked ? input.value : undefined;
    case 'number':
    case 'range':
      return Number.isNaN(input.valueAsNumber) ? input.value : input.valueAsNumber;
    case 'file':
      return [...(input.files ?? [])];
    default:
      return input.value;
  }
}

/** The named, enabled fields of `form` in document order. */
export function readFormFields(form: HTMLFormElement): FormFields {
  const fields: [string, FormValue][] = [];
  for (const element of form.elements) {
    if (!isField(element) || !element.name || element.disabled || BUTTON_TYPES.has(element.type)) continue;
    if (element instanceof HTMLSelectElement && element.multiple) {
      for (const option of element.selectedOptions) fields.push([element.name, option.value]);
      continue;
    }
    const value = element instanceof HTMLInputElement ? inputValue(element) : element.value;
    if (value !== undefined) fields.push([element.name, value]);
  }
  return fields;
}
