/**
 * Default CSS of the Accordion block, once per page or shadow root. A grid is a CSS grid of
 * `gridRowWidth` columns filled densely: the open detail spans the row after its title's row,
 * and the titles after it fill the rest of that row first, with no measuring in script.
 * In the `builder-defaults` cascade layer, so the page's own CSS always wins.
 */
export const accordionCss = `@layer builder-defaults {
.builder-accordion{display:flex;flex-direction:column;align-items:stretch;min-width:0}
.builder-accordion--grid{display:grid;grid-template-columns:repeat(auto-fill,var(--builder-accordion-row-width,25%));grid-auto-flow:row dense;align-items:start}
.builder-accordion-title{margin:0;font:inherit;display:flex;flex-direction:column;align-items:stretch}
.builder-accordion-trigger{appearance:none;margin:0;padding:0;border:0;border-radius:0;background:none;color:inherit;font:inherit;text-align:inherit;cursor:pointer;display:flex;flex-direction:column;align-items:stretch;width:100%}
.builder-accordion-trigger:focus-visible{outline:2px solid var(--builder-focus-color,#1a73e8);outline-offset:-2px}
.builder-accordion-detail[hidden]{display:none}
.builder-accordion--grid>.builder-accordion-detail{grid-column:1/-1}
.builder-accordion--animate>.builder-accordion-detail-open{animation:builder-accordion-open var(--builder-accordion-duration,.25s) ease-out}
@keyframes builder-accordion-open{from{opacity:0;transform:translateY(-6px)}}
@media (prefers-reduced-motion:reduce){.builder-accordion--animate>.builder-accordion-detail-open{animation:none}}
}
`;
