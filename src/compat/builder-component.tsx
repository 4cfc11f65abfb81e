/**
 * Gen 1's `BuilderComponent` (`@builder.io/react`) over the kit's `BuilderContent`: its older
 * model names, `contentLoaded(data, content)`, `contentError`, `options` holding the fetch
 * fields, children shown while the content loads, and `content` given as absent rendering
 * nothing. Every kit prop (`onLoad`, `renderLink`, `canTrack`…) works too.
 */
import type { ReactNode } from 'react';
import { LOCALE_INPUTS, nameLocaleInput, type BuilderBlock, type BuilderContent as Content } from '../core/index.ts';
import { BuilderContent, type BuilderContentProps } from '../render/index.ts';
import { showsNothingWithout } from './search.ts';
import { liftOptions, type ContentOptions, type Gen1Any } from './gen1-options.ts';
import { asCustomComponents, type AnyRegistration } from './registered-component.ts';

export interface BuilderComponentProps extends Omit<BuilderContentProps, 'content' | 'options' | 'customComponents'> {
  /** The entry to render; present but `null`/`undefined` (nothing found) renders nothing outside the editor and previews. */
  content?: Content | null;
  /** Gen 1's older names for `model`. */
  modelName?: string;
  name?: string;
  /** Fetch options (`query`, `userAttributes`, `url`, `entry`, `locale`, `includeRefs`, `cachebust`…). */
  options?: ContentOptions;
  /** Called with the entry's `data` and the entry each time the shown entry changes (`undefined`s when none matched). */
  contentLoaded?: (data: Gen1Any, content: Content) => void;
  /** Called when fetching fails. */
  contentError?: (error: Gen1Any) => void;
  /** Registrations for this content only (Gen 1 registered them page-wide). */
  customComponents?: readonly AnyRegistration[];
  /** Shown while the content is being fetched: Gen 1's name for `loading` (which wins when both are given). */
  children?: ReactNode;
  /** Accepted for Gen 1's signature; the kit always renders `content` when given (a preview link still fetches the preview). */
  inlineContent?: boolean;
  /** Accepted for Gen 1's signature; not supported (docs/migrating.md). */
  onStateChange?: (state: Gen1Any) => void;
  /** Accepted for Gen 1's signature; not supported: the render context's `builder` is used. */
  builder?: unknown;
  /** Accepted for Gen 1's signature; ignored. */
  stopClickPropagationWhenEditing?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  isChild?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  hydrate?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  noAsync?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  isStatic?: boolean;
  /** Accepted for Gen 1's signature; ignored (no code generation). */
  codegen?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  dataOnly?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  emailMode?: boolean;
  /** Accepted for Gen 1's signature; ignored. */
  ampMode?: boolean;
  /** Accepted for Gen 1's signature; ignored (the page's own URL is used). */
  location?: unknown;
  /** Accepted for Gen 1's signature; ignored. */
  builderBlock?: BuilderBlock;
}

/**
 * Renders Builder content as Gen 1's `BuilderComponent` does: fetched for `model` (the page's
 * `builder` key, or `apiKey`) unless `content` is given; `content={undefined}` renders nothing
 * outside the editor and previews of `model`.
 * @example <BuilderComponent model="page" contentLoaded={(data) => setTitle(data?.title)} />
 */
export function BuilderComponent(props: BuilderComponentProps): ReactNode {
  const { contentLoaded, contentError, onLoad, onError } = props;
  const model = props.model ?? props.modelName ?? props.name ?? 'page';
  if ('content' in props && props.content == null && showsNothingWithout(model)) return null;

  const lifted = liftOptions(props.options);
  nameLocaleInput(LOCALE_INPUTS.BuilderComponent);
  return (
    <BuilderContent
      content={props.content ?? undefined}
      model={model}
      apiKey={props.apiKey ?? lifted.apiKey}
      apiHost={props.apiHost}
      apiVersion={props.apiVersion ?? (lifted.apiVersion as BuilderContentProps['apiVersion'])}
      entry={props.entry ?? lifted.entry}
      url={props.url ?? lifted.url}
      locale={props.locale ?? lifted.locale}
      options={lifted.options}
      data={props.data}
      context={props.context}
      canTrack={props.canTrack}
      renderLink={props.renderLink}
      customComponents={asCustomComponents(props.customComponents)}
      loading={props.loading ?? props.children}
      notFound={props.notFound}
      error={props.error}
      onLoad={(content) => {
        onLoad?.(content);
        contentLoaded?.(content?.data, content!);
      }}
      onError={(error) => {
        onError?.(error);
        contentError?.(error);
      }}
    />
  );
}
