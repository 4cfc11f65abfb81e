/**
 * Default CSS of the Carousel block, once per page or shadow root. The track is a flex row
 * moved with a transform: `--builder-carousel-index` and `--builder-carousel-show` come from
 * the component, `--builder-carousel-drag` from a swipe in progress.
 * In the `builder-defaults` cascade layer, so the page's own CSS always wins.
 */
export const carouselCss = `@layer builder-defaults {
.builder-carousel{display:flex;flex-direction:column;align-items:stretch;min-width:0;position:relative}
.builder-carousel-stage{display:flex;align-items:center;min-width:0}
.builder-carousel-viewport{flex:1 1 auto;min-width:0;overflow:hidden;touch-action:pan-y}
.builder-carousel-track{display:flex;align-items:stretch;transform:translateX(calc(var(--builder-carousel-index,0) * -100% / var(--builder-carousel-show,1) + var(--builder-carousel-drag,0px)));transition:transform var(--builder-carousel-duration,.4s) ease}
.builder-carousel-viewport--dragging{cursor:grabbing;user-select:none}
.builder-carousel-viewport--dragging>.builder-carousel-track{transition:none}
.builder-carousel-slide{flex:0 0 calc(100% / var(--builder-carousel-show,1));min-width:0;box-sizing:border-box;display:flex;flex-direction:column;align-items:stretch}
.builder-carousel-button{appearance:none;margin:0;padding:0;border:0;background:none;color:var(--builder-carousel-control-color,inherit);font:inherit;cursor:pointer;flex:none;display:flex;align-items:center;justify-content:center;min-width:32px;min-height:32px}
.builder-carousel-button:disabled{opacity:.3;cursor:default}
.builder-carousel-button:focus-visible{outline:2px solid var(--builder-focus-color,#1a73e8);outline-offset:2px}
.builder-carousel-button>svg{width:20px;height:20px}
.builder-carousel-hidden-text{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.builder-carousel-nav{display:flex;align-items:center;justify-content:center;gap:4px;padding-top:8px}
.builder-carousel-dots{display:flex;flex-wrap:wrap;justify-content:center}
.builder-carousel-dot{min-width:24px;min-height:24px}
.builder-carousel-dot::before{content:"";width:10px;height:10px;border-radius:50%;background:var(--builder-carousel-dot-color,currentColor);opacity:.3}
.builder-carousel-dot[aria-current="true"]::before{opacity:1}
@media (prefers-reduced-motion:reduce){.builder-carousel-track{transition:none}}
}
`;
