/**
 * The events a form dispatches on its `<form>` element. All bubble, cross shadow roots and are
 * cancelable (the reference SDK checks `defaultPrevented` on events that cannot be cancelled).
 * The one declaration of them: scripts/elements-typings.mjs copies the exported types into the
 * tags' typings and manifest (so they name no imported type).
 */
import { eventDispatcher, type DetailOf } from '../../core/index.ts';

/** The detail of `presubmit`. */
export interface FormPresubmitDetail {
  /** The request body about to be sent (`undefined` for GET, whose fields go in the query). */
  body: string | FormData | undefined;
}
/** The detail of `submit:success`. */
export interface FormSuccessDetail {
  res: Response;
  /** Same as `res`. */
  response: Response;
  /** The answer, parsed (JSON) or as text. */
  data: unknown;
  /** The request body that was sent. */
  body: string | FormData | undefined;
}
/** The detail of `submit:error`. */
export interface FormErrorDetail {
  /** Why no answer arrived (the network error). */
  error: unknown;
}
/** The detail of `route`. */
export interface FormRouteDetail {
  /** Where the form is about to go (`successUrl`). */
  url: string;
}

/** The events of the Form block (and `<builder-form>`). */
export interface FormEventMap {
  /** Before sending (`detail.body`); cancel to send nothing. */
  presubmit: CustomEvent<FormPresubmitDetail>;
  /** The answer was ok (`detail: { res, response, data, body }`); cancel to skip the reset and the redirect. */
  'submit:success': CustomEvent<FormSuccessDetail>;
  /** No answer arrived (`detail.error`; a non-ok answer shows the error state without it); cancel to keep the current state. */
  'submit:error': CustomEvent<FormErrorDetail>;
  /** Before going to `successUrl` (`detail.url`); cancel to stay. */
  route: CustomEvent<FormRouteDetail>;
}

// Also on every element's map: the events bubble from the `<form>` to its ancestors.
declare global {
  interface HTMLElementEventMap extends FormEventMap {}
}

const dispatch = eventDispatcher<FormEventMap>();

/** Dispatches `type` on `form` (cancelable); true unless a listener cancelled it. */
export function dispatchFormEvent<K extends keyof FormEventMap>(
  form: HTMLFormElement,
  type: K,
  detail: DetailOf<FormEventMap[K]>,
): boolean {
  return dispatch(form, type, detail, { cancelable: true });
}
