/** The SDK version this kit implements (spec §9); sent as `x-builder-sdk-version`. */
export const SDK_VERSION = '2.0.6';
/** Sent as `x-builder-sdk` so the service can tell this kit's requests apart. */
export const SDK_NAME = 'builder-elements';
/** Sent as `x-builder-sdk-gen`: the generation of the tracking protocol this kit speaks. */
export const SDK_GENERATION = '2';
