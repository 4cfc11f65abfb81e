/** The Custom Code block: the site owner's HTML in `div.builder-custom-code`, scripts run in the page. */
import type { BlockComponent } from '../../render/index.ts';
import type { customCodeInputs } from './custom-code.inputs.ts';
import { InjectedHtml } from '../shared/injected-html.tsx';

/** The Custom Code block. */
export const CustomCode: BlockComponent<typeof customCodeInputs> = ({ code, builderBlock }) => (
  <InjectedHtml className="builder-custom-code" html={code ?? ''} block={builderBlock} />
);
