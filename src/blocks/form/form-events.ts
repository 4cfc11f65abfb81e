/**
 * The events a form dispatches on its `<form>` element. All bubble, cross shadow roots and are
 * cancelable (the reference SDK checks `defaultPrevented` on events that cannot be cancelled):
 * - `presubmit` `{ body }`: cancel to send nothing;
 * - `submit:success` `{ res, response, data, body }`: cancel to skip the reset and the redirect;
 * - `submit:error` `{ error }` (no answer arrived): cancel to keep the current state;
 * - `route` `{ url }` before going to `successUrl`: cancel to stay.
 */
import type { FormRequest } from '../../core/index.ts';

export interface FormPresubmitDetail {
  body: FormRequest['body'];
}
export interface FormSuccessDetail {
  res: Response;
  /** Same as `res`. */
  response: Response;
  /** The answer, parsed (JSON) or as text. */
  data: unknown;
  body: FormRequest['body'];
}
export interface FormErrorDetail {
  error: unknown;
}
export interface FormRouteDetail {
  url: string;
}

declare global {
  interface HTMLElementEventMap {
    presubmit: CustomEvent<FormPresubmitDetail>;
    'submit:success': CustomEvent<FormSuccessDetail>;
    'submit:error': CustomEvent<FormErrorDetail>;
    route: CustomEvent<FormRouteDetail>;
  }
}

/** Dispatches `type` on `form`; true unless a listener cancelled it. */
export function dispatchFormEvent<K extends 'presubmit' | 'submit:success' | 'submit:error' | 'route'>(
  form: HTMLFormElement,
  type: K,
  detail: HTMLElementEventMap[K]['detail'],
): boolean {
  return form.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}
