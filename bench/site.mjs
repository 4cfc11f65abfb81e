// @ts-check
// The bench pages' HTML: the page data as a classic script (parsed before any timed code), then
// the variant's module.
// Pages of a baseline build (`elements-base`…, see ./build-pages.mjs) are served the same way.
import { requestsPageHtml } from './requests-bench.mjs';

/**
 * @param {Map<string, string>} data the `/data/<name>.js` scripts
 * @param {readonly string[]} variants page names with a bundled script
 * @returns {(variant: string, query: URLSearchParams) => string | undefined}
 */
export function pageHtml(data, variants) {
  return (variant, query) => {
    if (variant === 'requests') return requestsPageHtml(query.get('api') ?? '');
    const n = query.get('n');
    // `?evaluate`: the page stops at the render call, so it needs no data (and no head CSS).
    const evaluate = query.has('evaluate');
    if (!variants.includes(variant) || (!n && !evaluate)) return undefined;
    const data = variant === 'floor' ? 'floor' : variant === 'parity-html' ? 'parity' : 'content';
    const dataScript = evaluate ? '' : `<script src="/data/${data}-${n}.js"></script>\n`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench ${variant} ${n}</title>
<style data-bench>body{margin:0;font-family:sans-serif}</style>
</head><body><div id="app"></div>
${dataScript}<script type="module" src="/pages/${variant}.js"></script>
</body></html>`;
  };
}
