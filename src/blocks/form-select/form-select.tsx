/**
 * The Form:Select block: one `<select>` that is the block's element (noWrap), with an
 * `<option>` per configured option (its name shown, its value submitted).
 */
import { useRef } from 'react';
import type { BlockComponent } from '../../render/index.ts';
import { fieldValueProps } from '../shared/field-value.ts';
import { useFallbackName } from '../shared/use-fallback-name.ts';
import type { formSelectInputs } from './form-select.inputs.ts';

/** The Form:Select block. */
export const FormSelect: BlockComponent<typeof formSelectInputs> = ({
  options,
  name,
  defaultValue,
  value,
  required,
  attributes,
}) => {
  const ref = useRef<HTMLSelectElement>(null);
  useFallbackName(ref, name);
  return (
    <select
      ref={ref}
      name={name}
      required={required}
      {...fieldValueProps(value, defaultValue, !!attributes?.onChange)}
      {...attributes}
      className={`${attributes?.className ?? ''} builder-form-select`.trim()}
      part="select"
    >
      {(Array.isArray(options) ? options : []).map((option, i) => (
        <option key={i} value={option.value}>
          {option.name || option.value}
        </option>
      ))}
    </select>
  );
};
