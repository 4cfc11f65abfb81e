/** The Image block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Image, imageCss, imageElements } from './image.tsx';
import { imageInputs } from './image.inputs.ts';

export { Image, imageElements, imageInputs };

/** `Image`: a responsive picture, lazy by default; `<builder-image>` standalone. */
export const imageSpec: ComponentSpec<typeof Image> = {
  name: 'Image',
  tag: 'builder-image',
  inputs: imageInputs,
  component: Image,
  canHaveChildren: true,
  css: imageCss,
  defaultStyles: { position: 'relative', minHeight: '20px', minWidth: '20px', overflow: 'hidden' },
};
