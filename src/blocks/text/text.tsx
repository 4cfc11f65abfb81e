/**
 * The Text block: the content's rich-text HTML in `div.builder-text`. The first paragraph
 * loses its default margins (the block's own spacing applies instead) and direct paragraphs
 * take the block's typography.
 */
import type { ReactNode } from 'react';
import type { BuilderBlock } from '../../core/index.ts';
import { contentHtml, renderInline, type BlockComponent } from '../../render/index.ts';
import type { textInputs } from './text.inputs.ts';

/** Default CSS of the Text block, once per page. */
export const textCss = `.builder-text{outline:none}
.builder-text>p:first-of-type,.builder-text>.builder-paragraph:first-of-type{margin:0}
.builder-text>p,.builder-text>.builder-paragraph{color:inherit;line-height:inherit;letter-spacing:inherit;font-weight:inherit;font-size:inherit;text-align:inherit;font-family:inherit}
`;

/**
 * The Text block. `{{expression}}` templates in `text` are evaluated by the renderer before
 * the block receives it (like any bound option), so the HTML here is final.
 */
export const Text: BlockComponent<typeof textInputs> = (props) => textElement(props);

/** The Text block's element (no hooks: the renderer calls it inside the block's own fiber). */
export function textElement({ text, builderBlock }: { text?: string; builderBlock?: BuilderBlock }): ReactNode {
  return <div className="builder-text" dangerouslySetInnerHTML={contentHtml(text ?? '', true, builderBlock)} />;
}

renderInline(Text, textElement);
