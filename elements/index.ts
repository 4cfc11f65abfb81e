/**
 * The elements bundle (`dist/builder-elements.js`): registers the built-in blocks and defines
 * every `<builder-*>` tag once per page, then announces itself on `window` for non-module scripts.
 */
import './register-blocks.ts';
import './builder-init.ts';
import './builder-content.ts';
import './builder-text.ts';
import './builder-image.ts';
import './builder-video.ts';
import './builder-columns.ts';
import './builder-section.ts';
import './builder-button.ts';
import './builder-embed.ts';
import './builder-custom-code.ts';
import './builder-symbol.ts';
import './builder-router.ts';
import './builder-form.ts';
import './builder-input.ts';
import './builder-select.ts';
import './builder-textarea.ts';
import './builder-submit-button.ts';
import './builder-label.ts';
import './builder-carousel.ts';
import './builder-tabs.ts';
import './builder-accordion.ts';
import './builder-masonry.ts';
import { announceElements } from './window-api.ts';

export { builder, Builder } from '../src/core/index.ts';
export type { BuilderElementsGlobal } from './window-api.ts';

announceElements();
