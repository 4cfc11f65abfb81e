/** The elements bundle: defines every `<builder-*>` tag once. */
export * from '../src/core/index.ts';
