/**
 * The Form:Label block: a `<label>` (the block's element, noWrap) with its rich text in
 * `span.builder-label-text`, then its child blocks; a field placed inside is labelled by it.
 */
import { useRef } from 'react';
import { type BlockComponent, Block, contentHtml, keyOf } from '../../render/index.ts';
import { useHostChildren } from '../shared/use-host-children.ts';
import type { formLabelInputs } from './form-label.inputs.ts';

/** The Form:Label block. */
export const FormLabel: BlockComponent<typeof formLabelInputs> = ({
  text,
  for: htmlFor,
  builderBlock,
  attributes,
  hostChildren,
}) => {
  const ref = useRef<HTMLLabelElement>(null);
  useHostChildren(hostChildren, ref, 'append');
  return (
    <label
      ref={ref}
      htmlFor={htmlFor || undefined}
      {...attributes}
      className={`${attributes?.className ?? ''} builder-form-label`.trim()}
      part="label"
    >
      <span className="builder-label-text" dangerouslySetInnerHTML={contentHtml(text ?? '', true, builderBlock)} />
      {builderBlock.children?.map((child, i) => (
        <Block key={keyOf(child, i)} block={child} index={i} />
      ))}
    </label>
  );
};
