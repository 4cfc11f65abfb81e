/** The Form:SubmitButton block: a `<button type="submit">` that is the block's element (noWrap). */
import type { BlockComponent } from '../../render/index.ts';
import type { formSubmitButtonInputs } from './form-submit-button.inputs.ts';

/** The Form:SubmitButton block. */
export const FormSubmitButton: BlockComponent<typeof formSubmitButtonInputs> = ({ text, attributes }) => (
  <button
    type="submit"
    {...attributes}
    className={`${attributes?.className ?? ''} builder-form-submit`.trim()}
    part="submit"
  >
    {text}
  </button>
);
