/**
 * The Form:Input block: one `<input>` that is the block's element (noWrap), so the block's
 * classes, styles and actions land on the field itself. Uncontrolled (the visitor's typing is
 * the browser's) unless content gives a `value` and a change action.
 */
import { useRef } from 'react';
import type { BlockComponent } from '../../render/index.ts';
import type { formInputInputs } from './form-input.inputs.ts';
import { fieldValueProps } from '../shared/field-value.ts';
import { useFallbackName } from '../shared/use-fallback-name.ts';

const CHECKED = new Set(['true', 'on', 'checked']);

/** How the value options map to React props for each kind of input. */
function valueProps(type: string, value: unknown, defaultValue: unknown, controlled: boolean): Record<string, unknown> {
  if (type === 'checkbox' || type === 'radio') {
    // The value is what a checked box submits; defaultValue says whether it starts checked.
    const checked =
      type === 'radio'
        ? value != null && String(defaultValue) === String(value)
        : CHECKED.has(String(defaultValue).toLowerCase());
    return { value, defaultChecked: checked };
  }
  if (type === 'file') return {};
  return fieldValueProps(value, defaultValue, controlled);
}

/** The Form:Input block. */
export const FormInput: BlockComponent<typeof formInputInputs> = ({
  type = 'text',
  name,
  placeholder,
  defaultValue,
  value,
  required,
  attributes,
}) => {
  const ref = useRef<HTMLInputElement>(null);
  useFallbackName(ref, type === 'hidden' ? undefined : placeholder || name);
  return (
    <input
      ref={ref}
      type={type}
      name={name}
      placeholder={placeholder}
      required={required}
      {...valueProps(type, value, defaultValue, !!attributes?.onChange)}
      {...attributes}
      className={`${attributes?.className ?? ''} builder-form-input`.trim()}
      part="input"
    />
  );
};
