/** The Carousel block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';

export const carouselInputs = defineInputs([
  {
    name: 'slides',
    type: 'list',
    defaultValue: [],
    helperText: 'Slides, when not using the children',
    subFields: [{ name: 'content', type: 'uiBlocks', hideFromUI: true, defaultValue: [] }],
  },
  { name: 'hideDots', type: 'boolean', defaultValue: false, helperText: 'Hide the buttons that pick a slide' },
  {
    name: 'autoplay',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Move on by itself (paused while hovered or focused, never for visitors who ask for reduced motion)',
  },
  { name: 'autoplaySpeed', type: 'number', defaultValue: 5, helperText: 'Seconds per slide when autoplaying' },
  {
    name: 'prevButton',
    type: 'uiBlocks',
    hideFromUI: true,
    defaultValue: [],
    helperText: 'Content of the "previous" button (an arrow when empty)',
  },
  {
    name: 'nextButton',
    type: 'uiBlocks',
    hideFromUI: true,
    defaultValue: [],
    helperText: 'Content of the "next" button (an arrow when empty)',
  },
  {
    name: 'useChildrenForSlides',
    type: 'boolean',
    defaultValue: false,
    helperText: "Use this block's children as slides; repeated children give one slide per element",
  },
  {
    name: 'responsive',
    type: 'list',
    advanced: true,
    helperText: 'Settings by viewport width: the smallest breakpoint at or above the width applies',
    defaultValue: [
      { breakpoint: 3000, settings: { slidesToShow: 2, slidesToScroll: 2 } },
      { breakpoint: 400, settings: { slidesToShow: 1, slidesToScroll: 1 } },
    ],
    subFields: [
      {
        name: 'breakpoint',
        type: 'number',
        defaultValue: 1000,
        helperText: 'Viewport width (px) up to which these settings apply',
      },
      {
        name: 'settings',
        type: 'object',
        subFields: [
          { name: 'slidesToShow', type: 'number', defaultValue: 1 },
          { name: 'slidesToScroll', type: 'number', defaultValue: 1 },
          { name: 'infinite', type: 'boolean', defaultValue: true, helperText: 'Wrap around at the ends' },
          { name: 'dots', type: 'boolean', defaultValue: true },
        ],
      },
    ],
  },
  {
    name: 'label',
    type: 'string',
    defaultValue: 'Carousel',
    advanced: true,
    helperText: 'Name screen readers announce for the carousel',
  },
]);
