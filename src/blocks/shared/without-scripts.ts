/**
 * The HTML the Embed and Custom Code blocks render: their HTML without its JavaScript
 * `<script>` elements, which ./run-scripts.ts (loaded only when there are any) runs afterwards.
 */
import { isJavaScript } from '../../core/index.ts';

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;

export { isJavaScript };

/**
 * `html` without its JavaScript `<script>` elements: what the blocks render, on the server
 * (so the browser does not run them before hydration) and on the client alike (so hydration matches).
 */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, (element, attributes: string) => {
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1];
    return isJavaScript(type) ? '' : element;
  });
}
