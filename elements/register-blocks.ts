/**
 * Registers the built-in blocks for the tags and for `<builder-content>`. An earlier
 * registration of the same name wins, including another copy of this bundle's: its lazily
 * loaded widgets must keep loading through the copy (and the React) that rendered them.
 */
import { builtInBlocks } from '../src/blocks/index.ts';
import { getComponent, registerComponent } from '../src/core/components.ts';

for (const spec of builtInBlocks) {
  const known = getComponent(spec.name);
  if (!known?.component && !known?.load) registerComponent(spec.component, spec);
}
