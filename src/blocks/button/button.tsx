/**
 * The Core:Button block: a `<button>`, or an `<a href>` when it has a link. It is the block's
 * element itself (noWrap), so the block's styles land on the element that shows the text.
 */
import type { ReactNode } from 'react';
import { type BlockComponent, type BlockProps, type RenderContextValue, useRenderContext } from '../../render/index.ts';
import type { PropsOf } from '../../core/index.ts';
import type { buttonInputs } from './button.inputs.ts';

/**
 * Default CSS of the Button block, once per page: wipe the browser's button look so only the
 * block's styles show, but keep a visible keyboard focus. In a cascade layer, so the block's
 * own styles and the site's CSS win over it whatever their specificity. (The reset's exact
 * text is what the peer suite looks for.)
 */
export const buttonCss = `@layer builder-defaults {
.builder-button {
  all: unset;
}
.builder-button:focus-visible{outline:auto}
}
`;

/** The Core:Button block. */
export const Button: BlockComponent<typeof buttonInputs> = (props) => buttonElement(props, useRenderContext());

/** The button or link, from the props and the render context (no hooks: a server components tree calls it too). */
export function buttonElement(
  { text, link, openLinkInNewTab, attributes }: PropsOf<typeof buttonInputs> & BlockProps,
  { renderLink }: RenderContextValue,
): ReactNode {
  if (link) {
    // A link keeps the browser's link look (the button reset is for <button> only, as in Builder's SDKs).
    const anchor = {
      ...attributes,
      href: link,
      ...(openLinkInNewTab ? { target: '_blank', rel: 'noopener' } : undefined),
      children: text,
    };
    return renderLink ? renderLink(anchor) : <a {...anchor} />;
  }
  const className = `${attributes?.className ?? ''} builder-button`.trim();
  return (
    <button type="button" {...attributes} className={className}>
      {text}
    </button>
  );
}
