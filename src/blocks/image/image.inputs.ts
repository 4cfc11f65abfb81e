/** The Image block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';
import { POSITIONS } from '../shared/positions.ts';

export const imageInputs = defineInputs([
  { name: 'image', type: 'file', required: true, allowedFileTypes: ['jpeg', 'jpg', 'png', 'svg', 'webp', 'gif'] },
  { name: 'backgroundSize', type: 'string', defaultValue: 'cover', enum: ['cover', 'contain'] },
  { name: 'backgroundPosition', type: 'string', defaultValue: 'center', enum: POSITIONS },
  { name: 'altText', type: 'string', helperText: 'Describes the image to screen readers; leave empty for decoration' },
  // <builder-image>'s `title` is HTMLElement's own property, which reflects the `title` attribute this input reads.
  { name: 'title', property: false, type: 'string', advanced: true },
  {
    name: 'highPriority',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Load at once with high priority (images above the fold)',
  },
  {
    name: 'aspectRatio',
    type: 'number',
    helperText: 'Height ÷ width; without it the image keeps its natural size',
    advanced: true,
  },
  {
    name: 'fitContent',
    editorOnly: true,
    type: 'boolean',
    defaultValue: true,
    helperText: 'With children: size the block to the children instead of the image',
    advanced: true,
  },
  {
    name: 'noWebp',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Serve the original format (SVG, animated GIF)',
    advanced: true,
  },
  { name: 'sizes', type: 'string', advanced: true },
  { name: 'srcset', type: 'string', hideFromUI: true },
]);
