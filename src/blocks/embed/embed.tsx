/** The Embed block: embed HTML (a video player, a post…) in `div.builder-embed`, scripts run in the page. */
import type { BlockComponent } from '../../render/index.ts';
import { InjectedHtml } from '../shared/injected-html.tsx';
import type { embedInputs } from './embed.inputs.ts';

/** The Embed block. */
export const Embed: BlockComponent<typeof embedInputs> = ({ content, builderBlock }) => (
  <InjectedHtml className="builder-embed" html={content ?? ''} block={builderBlock} />
);
