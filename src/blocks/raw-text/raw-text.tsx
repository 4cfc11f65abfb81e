/** The Builder:RawText block: its HTML as is, in a `span` that is the block's element. */
import { contentHtml, type BlockComponent } from '../../render/index.ts';
import type { rawTextInputs } from './raw-text.inputs.ts';

/** The Builder:RawText block. */
export const RawText: BlockComponent<typeof rawTextInputs> = ({ text, attributes, builderBlock }) => (
  <span
    {...attributes}
    className={`${attributes?.className ?? ''} builder-raw-text`.trim()}
    dangerouslySetInnerHTML={contentHtml(String(text ?? ''), true, builderBlock)}
  />
);
