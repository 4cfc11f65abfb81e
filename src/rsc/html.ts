/**
 * Server rendering to HTML for a React Server Components tree (`builder-elements/server` under the
 * `react-server` condition): `renderContentElementToHtml` and `renderContentToHtml` render with
 * the browser's renderer, which needs React's client build and react-dom/server; a server
 * components tree has neither, so the build bundles both into this module (dist/rsc/html.js).
 */
export {
  renderContentToHtml,
  renderContentElementToHtml,
  createServerPage,
  type ServerRenderResult,
  type ServerRenderOptions,
  type ServerPage,
  type ContentElementRenderOptions,
  type ContentElementRenderResult,
} from '../server.ts';
