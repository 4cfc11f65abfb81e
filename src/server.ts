/** Server rendering: HTML of a content entry with its stylesheet. */
export * from './core/index.ts';
