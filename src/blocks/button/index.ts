/** The Core:Button block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Button, buttonCss, buttonElement } from './button.tsx';
import { buttonInputs } from './button.inputs.ts';

export { Button, buttonElement, buttonInputs };

/** `Core:Button`: a button or a link; `<builder-button>` standalone. */
export const buttonSpec: ComponentSpec<typeof Button> = {
  name: 'Core:Button',
  tag: 'builder-button',
  inputs: buttonInputs,
  component: Button,
  noWrap: true,
  css: buttonCss,
  defaultStyles: {
    appearance: 'none',
    paddingTop: '15px',
    paddingBottom: '15px',
    paddingLeft: '25px',
    paddingRight: '25px',
    backgroundColor: '#000000',
    color: 'white',
    borderRadius: '4px',
    textAlign: 'center',
    cursor: 'pointer',
  },
};
