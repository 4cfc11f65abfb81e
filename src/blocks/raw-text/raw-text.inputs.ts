/** The Builder:RawText block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const rawTextInputs = defineInputs([{ name: 'text', type: 'html', required: true, defaultValue: '' }]);
