/** The Core:Section block's registration. */
import type { ComponentSpec } from '../../core/index.ts';
import { Section, sectionElement } from './section.tsx';
import { sectionInputs } from './section.inputs.ts';

export { Section, sectionElement, sectionInputs };

/** `Core:Section`: a page-wide band with centred content; `<builder-section>` standalone. */
export const sectionSpec: ComponentSpec<typeof Section> = {
  name: 'Core:Section',
  tag: 'builder-section',
  inputs: sectionInputs,
  component: Section,
  canHaveChildren: true,
  defaultStyles: {
    paddingLeft: '20px',
    paddingRight: '20px',
    paddingTop: '50px',
    paddingBottom: '50px',
    marginTop: '0px',
    width: '100vw',
    marginLeft: 'calc(50% - 50vw)',
  },
};
