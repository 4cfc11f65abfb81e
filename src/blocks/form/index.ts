/**
 * The Form:Form block's registration: small and eager (name, inputs, tag, CSS, default
 * children); the form itself (submission, events, messages) loads on first use from its own chunk.
 */
import { type ComponentSpec, BLOCK_TYPE, type BuilderBlock } from '../../core/index.ts';
import { formCss } from '../shared/form-css.ts';
import type { Form } from './form.tsx';
import { formInputs } from './form.inputs.ts';

export { formInputs, formCss };
export type { FormState } from './form.inputs.ts';
export type {
  FormErrorDetail,
  FormEventMap,
  FormPresubmitDetail,
  FormRouteDetail,
  FormSuccessDetail,
} from './form-events.ts';

const child = (name: string, options: Record<string, unknown>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  component: { name, options },
  responsiveStyles: { large: { marginTop: '10px' } },
});

/** `Form:Form`: a form sent by e-mail or to the site's endpoint; `<builder-form>` standalone (light DOM). */
export const formSpec: ComponentSpec<typeof Form> = {
  name: 'Form:Form',
  tag: 'builder-form',
  inputs: formInputs,
  load: () => import('./form.tsx').then((m) => m.Form),
  noWrap: true,
  canHaveChildren: true,
  css: formCss,
  defaultStyles: { marginTop: '15px', paddingBottom: '15px' },
  defaultChildren: [
    child('Text', { text: '<span>Enter your name</span>' }),
    child('Form:Input', { name: 'name', placeholder: 'Jane Doe' }),
    child('Text', { text: '<span>Enter your email</span>' }),
    child('Form:Input', { name: 'email', placeholder: 'jane@doe.com' }),
    child('Form:SubmitButton', { text: 'Submit' }),
  ],
};
