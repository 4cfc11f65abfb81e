/**
 * Default CSS of the Tabs block, once per page or shadow root. Kept apart from the component so
 * a server render can take it without the component (../server-css.ts).
 * In the `builder-defaults` cascade layer, so the page's own CSS always wins.
 */
export const tabsCss = `@layer builder-defaults {
.builder-tabs{display:flex;flex-direction:column;align-items:stretch;min-width:0}
.builder-tabs-wrap{display:flex;flex-direction:row;overflow-x:auto;-webkit-overflow-scrolling:touch}
.builder-tab-wrap{appearance:none;margin:0;padding:0;border:0;border-radius:0;background:none;color:inherit;font:inherit;text-align:inherit;cursor:pointer;display:flex;flex-direction:column;flex-shrink:0}
.builder-tab-wrap:focus-visible,.builder-tab-panel:focus-visible{outline:2px solid var(--builder-focus-color,#1a73e8);outline-offset:-2px}
.builder-tab-panel[hidden]{display:none}
}
`;
