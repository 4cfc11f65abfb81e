/** The Raw:Img block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';
import { POSITIONS } from '../shared/positions.ts';

export const rawImgInputs = defineInputs([
  { name: 'image', type: 'file', required: true, allowedFileTypes: ['jpeg', 'jpg', 'png', 'svg', 'webp', 'gif'] },
  { name: 'backgroundSize', type: 'string', defaultValue: 'cover', enum: ['cover', 'contain'] },
  { name: 'backgroundPosition', type: 'string', defaultValue: 'center', enum: POSITIONS },
  { name: 'altText', type: 'string' },
  { name: 'title', type: 'string' },
  { name: 'aspectRatio', type: 'number', helperText: 'Height ÷ width' },
  {
    name: 'noWebp',
    type: 'boolean',
    defaultValue: false,
    helperText: 'Serve the original file only (SVG, animated GIF)',
  },
  { name: 'sizes', type: 'string', advanced: true },
  { name: 'srcset', type: 'string', hideFromUI: true },
]);
