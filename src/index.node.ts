/**
 * The React API where it renders on a server (package.json's `node`, `edge-light` and `workerd`
 * conditions): the same module, plus what only server HTML needs: the lazily loaded blocks
 * (widgets, forms, video) render at once, and an A/B test's side-by-side variations
 * (src/render/variant-roots.tsx) get their inline chooser script. The browser's bundle
 * (`browser`, `default`) loads those blocks when it first renders (or hydrates) them, and never
 * carries the script. Content HTML goes through a real HTML parser here (./render/server/content-html.ts),
 * which the browser's bundle never carries either.
 */
import { registerServerBlocks } from './blocks/server-blocks.ts';
import { setServerMarkupFilter } from './core/index.ts';
import { serverMarkupFilter } from './render/server/content-html.ts';
import { setVariantsShowScript } from './render/variant-roots.tsx';
import { variantsShowScriptText } from './render/server/variants.ts';

export * from './index.ts';

setVariantsShowScript(variantsShowScriptText);
setServerMarkupFilter(serverMarkupFilter);
// Widgets render into the server HTML at once, in place, instead of loading their chunk first
// (a framework's streaming render would then send them later, shown only by a script).
registerServerBlocks();
