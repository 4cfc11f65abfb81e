/**
 * The version of Builder's own SDK whose protocol this kit speaks (spec §9) — not this package's
 * version. Only where Builder's services read the SDK version for compatibility: the
 * `x-builder-sdk-version` header of tracking requests (tracking-queue.ts) and the `version` of the
 * editor handshake (`builder.isReactSdk`, editing/session.ts). Messages that name the kit's own
 * version use {@link VERSION}.
 */
export const SDK_VERSION = '2.0.6';
/** Sent as `x-builder-sdk` so the service can tell this kit's requests apart. */
export const SDK_NAME = 'builder-elements';
/** Sent as `x-builder-sdk-gen`: the generation of the tracking protocol this kit speaks. */
export const SDK_GENERATION = '2';

/** Written in by the build (@rollup/plugin-replace in rollup.config.mjs): package.json's `version`. */
declare const __BUILDER_ELEMENTS_VERSION__: string | undefined;

/**
 * This package's version (package.json), the one every warning or message naming the kit's own
 * version gives. `0.0.0-source` where the code runs unbuilt (unit and browser tests, which run
 * the TypeScript sources).
 */
export const VERSION: string =
  typeof __BUILDER_ELEMENTS_VERSION__ === 'string' ? __BUILDER_ELEMENTS_VERSION__ : '0.0.0-source';
