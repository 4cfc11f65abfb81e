/** The Form:TextArea block: one `<textarea>` that is the block's element (noWrap). */
import { useRef } from 'react';
import type { BlockComponent } from '../../render/index.ts';
import { fieldValueProps } from '../shared/field-value.ts';
import { useFallbackName } from '../shared/use-fallback-name.ts';
import type { formTextAreaInputs } from './form-textarea.inputs.ts';

/** The Form:TextArea block. */
export const FormTextArea: BlockComponent<typeof formTextAreaInputs> = ({
  placeholder,
  name,
  defaultValue,
  value,
  required,
  attributes,
}) => {
  const ref = useRef<HTMLTextAreaElement>(null);
  useFallbackName(ref, placeholder || name);
  return (
    <textarea
      ref={ref}
      placeholder={placeholder}
      name={name}
      required={required}
      {...fieldValueProps(value, defaultValue, !!attributes?.onChange)}
      {...attributes}
      className={`${attributes?.className ?? ''} builder-form-textarea`.trim()}
      part="textarea"
    />
  );
};
