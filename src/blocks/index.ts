/** The built-in blocks, registered by the renderer before any content renders. */
import { getComponent, registerComponent, type ComponentSpec } from '../core/index.ts';
import { setOwnBlock } from '../render/index.ts';
import { buttonSpec } from './button/index.ts';
import { columnsSpec } from './columns/index.ts';
import { customCodeSpec } from './custom-code/index.ts';
import { embedSpec } from './embed/index.ts';
import { imageSpec } from './image/index.ts';
import { rawImgSpec } from './raw-img/index.ts';
import { sectionSpec } from './section/index.ts';
import { textSpec } from './text/index.ts';
import { videoSpec } from './video/index.ts';
import { symbolSpec } from './symbol/index.ts';
import { routerSpec } from './router/index.ts';
import { fragmentSpec } from './fragment/index.ts';
import { slotSpec } from './slot/index.ts';
import { rawTextSpec } from './raw-text/index.ts';
import { formSpec } from './form/index.ts';
import { formInputSpec } from './form-input/index.ts';
import { formSelectSpec } from './form-select/index.ts';
import { formTextAreaSpec } from './form-textarea/index.ts';
import { formSubmitButtonSpec } from './form-submit-button/index.ts';
import { formLabelSpec } from './form-label/index.ts';
import { carouselSpec } from './carousel/index.ts';
import { tabsAliasSpec, tabsSpec } from './tabs/index.ts';
import { accordionSpec } from './accordion/index.ts';
import { masonrySpec } from './masonry/index.ts';

/** Every block the kit ships, in the order the editor lists them. */
export const builtInBlocks: ComponentSpec[] = [
  textSpec,
  imageSpec,
  rawImgSpec,
  videoSpec,
  columnsSpec,
  sectionSpec,
  buttonSpec,
  embedSpec,
  customCodeSpec,
  symbolSpec,
  routerSpec,
  fragmentSpec,
  slotSpec,
  rawTextSpec,
  formSpec,
  formInputSpec,
  formSelectSpec,
  formTextAreaSpec,
  formSubmitButtonSpec,
  formLabelSpec,
  carouselSpec,
  tabsSpec,
  tabsAliasSpec,
  accordionSpec,
  masonrySpec,
];

/**
 * Registers every built-in block once per page. An earlier registration of the same name
 * wins: the site's own component, or another copy of the kit whose lazily loaded widgets must
 * keep loading through the copy (and the React) that rendered them.
 */
export function registerBuiltInBlocks(): void {
  for (const spec of builtInBlocks) {
    const known = getComponent(spec.name);
    const own = { ...spec, builtIn: true };
    // Another copy's built-in stays registered, but this copy renders its own (src/render/block-render.tsx).
    setOwnBlock(own);
    if (!known?.component && !known?.load) registerComponent(spec.component, own);
  }
}
