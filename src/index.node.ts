/**
 * The React API where it renders on a server (package.json's `node`, `edge-light` and `workerd`
 * conditions): the same module, plus what only server HTML needs: an A/B test whose variations
 * an app's own server render shows side by side (src/render/variant-roots.tsx) renders at once,
 * with its inline chooser script. The browser's bundle (`browser`, `default`) loads those roots
 * lazily when it hydrates them, and never carries the script.
 */
import { setSideBySide } from './render/variant-choice.ts';
import { setVariantsShowScript, VariantRoots } from './render/variant-roots.tsx';
import { variantsShowScriptText } from './render/server/variants.ts';

export * from './index.ts';

setSideBySide(VariantRoots);
setVariantsShowScript(variantsShowScriptText);
