/** The Form:SubmitButton block's options (spec §3): the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const formSubmitButtonInputs = defineInputs([{ name: 'text', type: 'text', defaultValue: 'Click me' }]);
