/** `object-position` keywords the editor offers (Image, Raw Image and Video). */
export const POSITIONS = [
  'center',
  'top',
  'left',
  'right',
  'bottom',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const;
