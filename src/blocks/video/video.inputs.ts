/** The Video block's options: the only place they are declared. */
import { defineInputs } from '../../core/index.ts';
import { POSITIONS } from '../shared/positions.ts';

export const videoInputs = defineInputs([
  { name: 'video', type: 'file', required: true, allowedFileTypes: ['mp4'] },
  {
    name: 'posterImage',
    type: 'file',
    allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp'],
    helperText: 'Shown until the video plays',
  },
  { name: 'autoPlay', editorOnly: true, type: 'boolean', defaultValue: true },
  { name: 'controls', type: 'boolean', defaultValue: false },
  { name: 'muted', editorOnly: true, type: 'boolean', defaultValue: true },
  { name: 'loop', editorOnly: true, type: 'boolean', defaultValue: true },
  { name: 'playsInline', editorOnly: true, type: 'boolean', defaultValue: true },
  { name: 'fit', editorOnly: true, type: 'string', defaultValue: 'cover', enum: ['contain', 'cover', 'fill'] },
  { name: 'position', type: 'string', defaultValue: 'center', enum: POSITIONS },
  {
    name: 'aspectRatio',
    editorOnly: true,
    type: 'number',
    defaultValue: 0.7004048582995948,
    helperText: 'Height ÷ width',
    advanced: true,
  },
  {
    name: 'fitContent',
    editorOnly: true,
    type: 'boolean',
    defaultValue: true,
    helperText: 'With children: size the block to the children instead of the video',
    advanced: true,
  },
  {
    name: 'lazyLoad',
    editorOnly: true,
    type: 'boolean',
    defaultValue: true,
    helperText: 'Load the video only when it nears the screen',
    advanced: true,
  },
  { name: 'preload', type: 'string', defaultValue: 'metadata', enum: ['auto', 'metadata', 'none'], advanced: true },
]);
