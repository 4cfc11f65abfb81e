/**
 * Gen 2's `Content` (`@builder.io/sdk-react`) over the kit's `BuilderContent`: it renders the
 * entry it is given (usually from `fetchOneEntry`), with Gen 2's `enrich` and `linkComponent`
 * props; given none it renders nothing, except in the editor's frame or a preview of `model`,
 * where `BuilderContent` gets the content from the editor or the preview link.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { LOCALE_INPUTS, nameLocaleInput, type BuilderContent as Entry } from '../core/index.ts';
import { BuilderContent, type BuilderContentProps, type LinkProps } from '../render/index.ts';
import { showsNothingWithout } from './search.ts';
import { asCustomComponents, type AnyRegistration } from './registered-component.ts';

export interface ContentProps extends Omit<BuilderContentProps, 'content' | 'customComponents'> {
  /** The entry to render (`fetchOneEntry`'s result); `null` renders nothing outside the editor and previews. */
  content?: Entry | null;
  /** Registrations for this content only (`RegisteredComponent[]`). */
  customComponents?: readonly AnyRegistration[];
  /** Resolve references at every depth when the content is fetched (previews, symbols by reference). */
  enrich?: boolean;
  /** Renders every link in the content (receives an `<a>`'s props and `children`); `renderLink` works too. */
  linkComponent?: ComponentType<LinkProps>;
  /** Accepted for Gen 2's signature; not supported: register hosts once with `Builder.registerTrustedHost(host)`. */
  trustedHosts?: string[];
  /** Content-Security-Policy nonce of the inline A/B script a server render writes. */
  nonce?: string;
  /** Accepted for Gen 2's signature; ignored (the kit's root is a `div`). */
  contentWrapper?: unknown;
  /** Accepted for Gen 2's signature; ignored. */
  contentWrapperProps?: unknown;
  /** Accepted for Gen 2's signature; ignored (block lists are `div.builder-blocks`). */
  blocksWrapper?: unknown;
  /** Accepted for Gen 2's signature; ignored. */
  blocksWrapperProps?: unknown;
}

/**
 * Renders a Builder entry as Gen 2's `Content` does.
 * @example <Content model="page" apiKey={API_KEY} content={await fetchOneEntry({ model: 'page', apiKey: API_KEY, userAttributes: { urlPath } })} />
 */
export function Content(props: ContentProps): ReactNode {
  const { content, enrich, linkComponent: Link, options, renderLink, customComponents } = props;
  const model = props.model ?? 'page';
  const link = useMemo(
    () => (Link ? (linkProps: LinkProps) => <Link {...linkProps} /> : renderLink),
    [Link, renderLink],
  );
  const fetchOptions = useMemo(() => (enrich === undefined ? options : { ...options, enrich }), [options, enrich]);
  if (content == null && showsNothingWithout(model)) return null;
  nameLocaleInput(LOCALE_INPUTS.Content);
  return (
    <BuilderContent
      content={content ?? undefined}
      model={model}
      apiKey={props.apiKey}
      apiHost={props.apiHost}
      apiVersion={props.apiVersion}
      entry={props.entry}
      url={props.url}
      locale={props.locale}
      options={fetchOptions}
      data={props.data}
      context={props.context}
      canTrack={props.canTrack}
      renderLink={link}
      customComponents={asCustomComponents(customComponents)}
      onLoad={props.onLoad}
      nonce={props.nonce}
      onError={props.onError}
    />
  );
}
