/**
 * What the server markup of `<builder-content>` (./content-element-html.ts) and the custom
 * element (elements/) agree on: the tag and attribute names, where the content JSON and the
 * server's styles go, the host CSS. The element side imports these names from here (elements/
 * may use src/, never the other way), so both read one definition. A leaf module: no imports,
 * nothing that only runs on a server.
 */

/** The content element's tag, as the elements bundle defines it. */
export const CONTENT_ELEMENT_TAG = 'builder-content';

/** Present on a tag that holds server HTML of its first render: the element hydrates it. */
export const HYDRATE_ATTRIBUTE = 'hydrate';

/** Present on a tag that renders into its light DOM instead of its shadow root. */
export const NO_SHADOW_ATTRIBUTE = 'no-shadow';

/** The slot (and the light-DOM container's `slot` attribute) of an element rendering into its light DOM. */
export const LIGHT_ROOT_SLOT = 'builder-light-root';

/**
 * Marks the `<script type="application/json">` holding the content the server rendered (in the
 * declarative shadow root, or a light-DOM child with `no-shadow`). The element reads it once and
 * removes it.
 */
export const CONTENT_JSON_ATTRIBUTE = 'data-builder-content';

/** Marks the server's `<style>` with {@link HOST_CSS} inside a declarative shadow root. */
export const HOST_CSS_ATTRIBUTE = 'data-builder-host-css';

/**
 * Marks the inert element the A/B chooser call (a light-DOM script: `document.currentScript`
 * is null inside a shadow root) works from inside the shadow root: it follows the default content.
 */
export const VARIANTS_ANCHOR_ATTRIBUTE = 'data-builder-variants-anchor';

/**
 * What every tag's shadow root holds besides the block CSS: the host is a block box (custom
 * elements are inline by default) and `hidden` still hides it.
 */
export const HOST_CSS = `:host { display: block; }
:host([hidden]) { display: none !important; }
`;

/**
 * The content element's attributes the server writes from its render options (prop → attribute),
 * as elements/builder-content.inputs.ts declares them (a unit test checks they agree).
 */
export const CONTENT_ELEMENT_ATTRIBUTES = {
  model: 'model',
  apiKey: 'api-key',
  entry: 'entry',
  url: 'url',
  locale: 'locale',
  options: 'options',
  data: 'data',
  context: 'context',
  canTrack: 'can-track',
  apiHost: 'api-host',
  apiVersion: 'api-version',
  timeout: 'timeout',
} as const;
