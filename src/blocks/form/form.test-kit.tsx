/**
 * Shared by the form blocks' browser tests: content for a form, rendering it through
 * `BuilderContent` against the local content service, and reading back what the service got.
 */
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { BuilderContent } from '../../render/index.ts';
import { testEnv, waitFor } from '../../../test/helpers/browser.ts';
import { mount } from '../../../test/helpers/browser-render.tsx';

export { waitFor };

let count = 0;
/** A block of component `name` with a fresh id. */
export function block(
  name: string,
  options: Record<string, unknown> = {},
  extra: Partial<BuilderBlock> = {},
): BuilderBlock {
  return { '@type': BLOCK_TYPE, id: `builder-form-test-${++count}`, component: { name, options }, ...extra };
}

/** What the content service recorded for one submission. */
export interface Submission {
  endpoint: string;
  to?: string;
  name?: string;
  method: string;
  query: Record<string, string>;
  contentType: string;
  fields: Record<string, unknown>;
  files: { field: string; filename: string; type: string; size: number }[];
  headers: Record<string, string>;
}

export interface RenderedForm {
  form: HTMLFormElement;
  host: HTMLElement;
  /** A field by name. */
  field<T extends Element = HTMLInputElement>(name: string): T;
  submitButton: HTMLButtonElement;
}

/** Renders a Form:Form with `options` around `children` and waits for its `<form>`. */
export async function renderForm(
  options: Record<string, unknown>,
  children: BuilderBlock[],
  formExtra: Partial<BuilderBlock> = {},
): Promise<RenderedForm> {
  const { serviceUrl, apiKey } = testEnv();
  const content = {
    id: `form-test-${++count}`,
    data: { blocks: [block('Form:Form', options, { children, ...formExtra })] },
  };
  const host = mount(<BuilderContent content={content} apiKey={apiKey} apiHost={serviceUrl} canTrack={false} />);
  const form = await waitFor(() => host.querySelector('form'), 'the form');
  return {
    form,
    host,
    field: <T extends Element>(name: string) => form.querySelector<T & Element>(`[name="${name}"]`)!,
    submitButton: form.querySelector('button[type=submit]')!,
  };
}

/** Types `text` into a field the way a visitor would (value + input event). */
export function type(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Submissions the service recorded since `since` (epoch ms) that `match`. */
export async function submissions(
  since: number,
  match: (submission: Submission) => boolean = () => true,
): Promise<Submission[]> {
  const response = await fetch(`${testEnv().serviceUrl}/api/v1/form-submit/submissions?since=${since}`);
  const { submissions: all } = (await response.json()) as { submissions: Submission[] };
  return all.filter(match);
}

/** Waits for the one submission that `match`es. */
export async function oneSubmission(since: number, match: (submission: Submission) => boolean): Promise<Submission> {
  const [found] = await waitFor(async () => {
    const all = await submissions(since, match);
    return all.length > 0 && all;
  }, 'the service to receive the submission');
  return found;
}

/** Every `data-state` the form passes through from now on (recorded by a MutationObserver). */
export function recordStates(form: HTMLFormElement): { states: string[]; messages: string[]; stop(): void } {
  const states: string[] = [];
  const messages: string[] = [];
  const observer = new MutationObserver(() => {
    const state = form.dataset.state ?? '';
    const message = form.querySelector('.builder-form-message')?.textContent ?? '';
    if (states.at(-1) !== state) states.push(state);
    if (message && messages.at(-1) !== message) messages.push(message);
  });
  observer.observe(form, { attributes: true, subtree: true, childList: true, characterData: true });
  return { states, messages, stop: () => observer.disconnect() };
}

/** Resolves with the form once its `data-state` is `state`. */
export const stateIs = (form: HTMLFormElement, state: string) =>
  waitFor(() => form.dataset.state === state && form, `data-state="${state}"`);
