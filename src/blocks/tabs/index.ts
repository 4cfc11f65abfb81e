/**
 * The Tabs block's registration: small and eager (name, inputs, tag, CSS); the component
 * itself loads on first use from its own chunk.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Tabs } from './tabs.tsx';
import { tabsCss } from './tabs.css.ts';
import { tabsInputs } from './tabs.inputs.ts';

export { tabsInputs };
export type { TabsProps } from './tabs.tsx';
export type { TabsEventMap, TabChangeDetail } from './tabs-events.ts';

/** `Builder: Tabs` (the space is the content name); `<builder-tabs>` standalone. */
export const tabsSpec: ComponentSpec<typeof Tabs> = {
  name: 'Builder: Tabs',
  friendlyName: 'Tabs',
  tag: 'builder-tabs',
  inputs: tabsInputs,
  load: () => import('./tabs.tsx').then((m) => m.Tabs),
  css: tabsCss,
};

/** `Builder:Tabs`: the same block under the name without the space, for content that uses it. */
export const tabsAliasSpec: ComponentSpec<typeof Tabs> = {
  ...tabsSpec,
  name: 'Builder:Tabs',
  tag: undefined,
  hideFromInsertMenu: true,
};
