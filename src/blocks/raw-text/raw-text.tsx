/** The Builder:RawText block: its HTML as is, in a `span` that is the block's element. */
import { innerHtml, type BlockComponent } from '../../render/index.ts';
import type { rawTextInputs } from './raw-text.inputs.ts';

/** The Builder:RawText block. */
export const RawText: BlockComponent<typeof rawTextInputs> = ({ text, attributes }) => (
  <span {...attributes} className={`${attributes?.className ?? ''} builder-raw-text`.trim()} dangerouslySetInnerHTML={innerHtml(String(text ?? ''))} />
);
