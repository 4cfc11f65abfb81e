/**
 * The Form:Form block: a real `<form>` holding its child blocks directly (so the browser's
 * `required` and type checks and Enter-to-submit work, and the form's own flex layout places
 * the fields), then the message of the current state. The state
 * shows as `data-state` and as a part modifier (`part="form form--sending"`). While editing,
 * the shown state is `previewState`.
 */
import { useMemo, useRef, type FormEvent } from 'react';
import { formSubmitHost, isEditing } from '../../core/index.ts';
import {
  type BlockComponent,
  Block,
  Blocks,
  RenderContext,
  useRenderContext,
  keyOf,
  scopeState,
} from '../../render/index.ts';
import type { formInputs, FormState } from './form.inputs.ts';
import { useFormSubmission, submitsWithJs } from './use-form-submission.ts';
import { useHostChildren } from '../shared/use-host-children.ts';

/** Response data as the visitor sees it: text as is, errors as `Name: message`, the rest as indented JSON. */
function formatResponse(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof Error) return String(data);
  return JSON.stringify(data, null, 2) ?? String(data);
}

/** The Form:Form block. */
export const Form: BlockComponent<typeof formInputs> = (props) => {
  const { builderBlock, attributes, hostChildren, name, method, action, contentType, validate, previewState } = props;
  const ctx = useRenderContext();
  const [status, onSubmit] = useFormSubmission({
    ...props,
    apiKey: ctx.apiKey || ctx.client.apiKey,
    host: formSubmitHost(ctx.client.env, ctx.apiHost || ctx.client.apiHost),
  });
  const shown: FormState = (isEditing() && previewState) || status.state;
  const live = shown === status.state;
  const formErrorMessage = live ? status.errorMessage : undefined;
  const scoped = useMemo(
    () => ({ ...ctx, state: scopeState(ctx.state, { formErrorMessage }) }),
    [ctx, formErrorMessage],
  );
  const messageRef = useRef<HTMLDivElement>(null);
  useHostChildren(hostChildren, messageRef, 'before');

  const native = !submitsWithJs(props);
  const own = attributes?.onSubmit as ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  const id = builderBlock.id;
  const message = (key: 'successMessage' | 'errorMessage' | 'sendingMessage') => (
    <Blocks blocks={props[key]} path={`component.options.${key}`} parent={id} />
  );
  const data = live ? status.responseData : undefined;
  return (
    <form
      {...attributes}
      className={`${attributes?.className ?? ''} builder-form`.trim()}
      part={`form form--${shown}`}
      data-state={shown}
      name={name}
      method={method}
      action={native ? action : undefined}
      encType={native ? contentType : undefined}
      noValidate={validate === false}
      onSubmit={(event) => {
        own?.(event);
        onSubmit(event);
      }}
    >
      <RenderContext.Provider value={scoped}>
        {builderBlock.children?.map((child, i) => (
          <Block key={keyOf(child, i)} block={child} index={i} />
        ))}
        <div ref={messageRef} className="builder-form-message" part={`message message--${shown}`} aria-live="polite">
          {shown === 'sending' && message('sendingMessage')}
          {shown === 'success' && message('successMessage')}
          {shown === 'error' && message('errorMessage')}
          {shown === 'error' && data !== undefined && data !== '' && (
            <pre className="builder-form-error-text" part="error-text">
              {formatResponse(data)}
            </pre>
          )}
        </div>
      </RenderContext.Provider>
    </form>
  );
};
