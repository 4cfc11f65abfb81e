/** The Raw:Img block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { RawImg } from './raw-img.tsx';
import { rawImgInputs } from './raw-img.inputs.ts';

export { RawImg, rawImgInputs };

/** `Raw:Img`: a bare `<img>` for code-built content; hidden from the insert menu, no custom element. */
export const rawImgSpec: ComponentSpec<typeof RawImg> = {
  name: 'Raw:Img',
  inputs: rawImgInputs,
  component: RawImg,
  noWrap: true,
  hideFromInsertMenu: true,
};
