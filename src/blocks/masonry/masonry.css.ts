/**
 * Default CSS of the Masonry block, once per page or shadow root. Before the first layout (and
 * in server HTML) the tiles wrap in rows, a usable fallback; once laid out they are placed
 * absolutely and the grid fades in.
 * In the `builder-defaults` cascade layer, so the page's own CSS always wins.
 */
export const masonryCss = `@layer builder-defaults {
.builder-masonry{width:100%;box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:flex-start;gap:var(--builder-masonry-gutter,0px);min-width:0;transition:opacity .2s}
.builder-masonry-tile{display:flex;flex-direction:column;align-items:stretch;box-sizing:border-box;width:var(--builder-masonry-column,200px)}
.builder-masonry--laid-out{display:block;position:relative}
.builder-masonry--laid-out>.builder-masonry-tile{position:absolute;top:0;left:0}
@media (prefers-reduced-motion:reduce){.builder-masonry{transition:none}}
}
`;
