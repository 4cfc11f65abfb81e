/**
 * The Form block's state machine (spec §4): unsubmitted → sending → success | error. Building
 * the request and reading the answer are the core's (src/core/form-submit.ts); this hook reads
 * the fields, dispatches the cancelable events, sets the state, resets and redirects.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  SUBMISSIONS_EMAIL_REQUIRED,
  buildFormRequest,
  errorMessageAt,
  sendFormRequest,
  type FormRequest,
  type FormSubmitOptions,
} from '../../core/index.ts';
import { navigate } from '../../render/index.ts';
import { dispatchFormEvent } from './form-events.ts';
import { readFormFields } from './form-fields.ts';
import type { FormState } from './form.inputs.ts';

/** What the form shows. */
export interface FormStatus {
  state: FormState;
  /** The last answer's data, or the network error; shown under the error message. */
  responseData?: unknown;
  /** What child blocks see as `state.formErrorMessage` (the server's message, or ours). */
  errorMessage?: string;
}

export interface FormSubmissionOptions extends FormSubmitOptions {
  sendWithJs?: boolean;
  successUrl?: string;
  resetFormOnSubmit?: boolean;
  errorMessagePath?: string;
}

/** The editor's placeholder address: a form still using it has no recipient yet. */
const PLACEHOLDER_EMAIL = 'your@email.com';
const NO_ACTION = 'Form:Form has no action to send submissions to (sendSubmissionsTo is custom)';

/** Whether submissions go through this hook; e-mail mode always does (its endpoint needs the encoded address). */
export const submitsWithJs = (options: FormSubmissionOptions): boolean =>
  options.sendSubmissionsTo !== 'custom' || options.sendWithJs !== false;

/** Goes to `url` after a success: in the page for relative URLs (routers hear `popstate`), else a full load. */
function goTo(url: string): void {
  if (!/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url)) {
    try {
      return navigate(url);
    } catch {
      // pushState refused it (an odd URL): let the browser load it instead
    }
  }
  location.href = url;
}

/**
 * The form's status and its submit handler. The handler leaves native submissions
 * (`sendWithJs: false` in custom mode) to the browser; otherwise it sends with `fetch`.
 */
export function useFormSubmission(
  options: FormSubmissionOptions,
): [FormStatus, (event: FormEvent<HTMLFormElement>) => void] {
  const [status, setStatus] = useState<FormStatus>({ state: 'unsubmitted' });
  const latest = useRef(0);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  async function submit(form: HTMLFormElement): Promise<void> {
    const opts = optionsRef.current;
    const attempt = ++latest.current;
    const fail = (message: string | undefined, responseData?: unknown): void => {
      if (message) console.error(message);
      setStatus({ state: 'error', errorMessage: message, responseData });
    };
    const email = opts.sendSubmissionsTo !== 'custom';
    if (email && (!opts.sendSubmissionsToEmail || opts.sendSubmissionsToEmail === PLACEHOLDER_EMAIL))
      return fail(SUBMISSIONS_EMAIL_REQUIRED);
    if (!email && !opts.action) return fail(NO_ACTION);
    let request: FormRequest;
    try {
      request = buildFormRequest(readFormFields(form), opts);
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (!dispatchFormEvent(form, 'presubmit', { body: request.body })) return;

    setStatus({ state: 'sending' });
    let answer;
    try {
      answer = await sendFormRequest(request);
    } catch (error) {
      // No answer at all: the typed values stay, and the next submit tries again.
      if (attempt === latest.current && dispatchFormEvent(form, 'submit:error', { error }))
        setStatus({ state: 'error', responseData: error });
      return;
    }
    if (attempt !== latest.current) return; // a newer submission owns the state
    const { ok, data, response } = answer;
    if (!ok)
      return setStatus({
        state: 'error',
        responseData: data,
        errorMessage: errorMessageAt(data, opts.errorMessagePath),
      });
    setStatus({ state: 'success', responseData: data });
    if (!dispatchFormEvent(form, 'submit:success', { res: response, response, data, body: request.body })) return;
    if (opts.resetFormOnSubmit !== false) form.reset();
    if (opts.successUrl && dispatchFormEvent(form, 'route', { url: opts.successUrl })) goTo(opts.successUrl);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    if (!submitsWithJs(optionsRef.current)) return;
    event.preventDefault();
    void submit(event.currentTarget);
  };
  return [status, onSubmit];
}
