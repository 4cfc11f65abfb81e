/**
 * The Tabs block's registration: small and eager (name, inputs, tag); the component loads on first
 * use from its own chunk, with its default CSS (./tabs.css.ts), added to the page's default CSS as
 * the chunk loads, before the block first renders. Server renders take that CSS from ../server-
 * css.ts.
 */
import type { ComponentSpec } from '../../core/index.ts';
import type { Tabs } from './tabs.tsx';
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
};

/** `Builder:Tabs`: the same block under the name without the space, for content that uses it. */
export const tabsAliasSpec: ComponentSpec<typeof Tabs> = {
  ...tabsSpec,
  name: 'Builder:Tabs',
  tag: undefined,
  hideFromInsertMenu: true,
};
