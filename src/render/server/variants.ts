/**
 * Server-side A/B tests. The server cannot know the visitor's variation, so it renders every
 * variation inside `<template data-template-variant-id="<id>">`, then the default content, then
 * a small inline call that picks the variation in the browser before the app's code runs:
 * the URL's `builder.tests.<id>`, else the cookie `builder.tests.<id>` when it names a known
 * variation, else a draw by the `testRatio` shares (stored in the cookie for 30 days, path /).
 * The chosen template's content replaces the default; the templates and the call are removed,
 * so the client (which reads the same choice) hydrates exactly what is shown. With tracking
 * disabled (`canTrack: false` on the server, `window.builderNoTrack` or
 * `navigator.doNotTrack === '1'` in the browser) it keeps the default and stores nothing. The functions are written once per page (`script[data-id="builderio-init-variants-fns"]`).
 */
import { drawVariation, TEST_COOKIE_DAYS, TEST_COOKIE_PREFIX } from '../../core/ab-test.ts';
import type { BuilderContent } from '../../core/types.ts';
import { VARIANTS_GLOBAL } from '../variant-choice.ts';

/** `data-id` of the script holding the chooser functions (one per page). */
export const VARIANTS_FNS_ID = 'builderio-init-variants-fns';
/** `data-id` of each content's call. */
export const VARIANTS_CALL_ID = 'builderio-init-variants-call';
/** Attribute naming the variation a template holds. */
export const TEMPLATE_VARIANT_ATTRIBUTE = 'data-template-variant-id';

// run(script, id, known, weights, days, track): the call script sits right after the default content,
// which follows its templates (React may put resource-hint <link>s in between; they are
// skipped). chosen[id] tells the client what the page shows.
const FUNCTIONS = `(function(){
var g=window.${VARIANTS_GLOBAL}=window.${VARIANTS_GLOBAL}||{chosen:{}};
function readCookie(name){var all=document.cookie?document.cookie.split('; '):[];for(var i=0;i<all.length;i++){var eq=all[i].indexOf('=');if(all[i].slice(0,eq)===name){try{return decodeURIComponent(all[i].slice(eq+1))}catch(e){return}}}}
function writeCookie(name,value,days){var secure=location.protocol==='https:';document.cookie=name+'='+encodeURIComponent(value)+'; expires='+new Date(Date.now()+days*864e5).toUTCString()+'; path=/'+(secure?'; Secure; SameSite=None':'; SameSite=Lax')}
function choose(id,known,weights,days){var name='${TEST_COOKIE_PREFIX}'+id,isKnown=function(v){return !!v&&(v===id||known.indexOf(v)>=0)};
var params=new URLSearchParams(location.search),forced=params.get(name)||params.get('builder_tests_'+id),cookie=readCookie(name);
if(isKnown(forced)){if(forced!==cookie)writeCookie(name,forced,days);return forced}
if(isKnown(cookie))return cookie;
if(!weights)return id;
var roll=Math.random(),sum=0;for(var i=0;i<weights.length;i++){sum+=weights[i][1];if(roll<sum){writeCookie(name,weights[i][0],days);return weights[i][0]}}
writeCookie(name,id,days);return id}
g.run=function(script,id,known,weights,days,track){var root=script.previousElementSibling,templates=[],el,pick=id,i;
while(root&&root.tagName==='LINK')root=root.previousElementSibling;
for(el=root&&root.previousElementSibling;el&&(el.tagName==='LINK'||el.tagName==='TEMPLATE');el=el.previousElementSibling)if(el.hasAttribute('${TEMPLATE_VARIANT_ATTRIBUTE}'))templates.push(el);
try{if(track&&!(window.builderNoTrack||navigator.doNotTrack==='1'))pick=choose(id,known,weights,days)}catch(e){pick=id}
g.chosen[id]=pick;
if(pick!==id&&root)for(i=0;i<templates.length;i++)if(templates[i].getAttribute('${TEMPLATE_VARIANT_ATTRIBUTE}')===pick){root.replaceWith(templates[i].content);break}
for(i=0;i<templates.length;i++)templates[i].remove();script.remove()};
var self=document.currentScript;if(self)self.remove()})();`;

/** JSON for inline script text (`<` escaped, so `</script>` cannot close it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** ` nonce="…"` (attribute-escaped), or nothing. */
export const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${nonce.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"` : '');

/** Whether `content` is an A/B test the server renders as variants. */
export function hasVariants(content: BuilderContent): content is BuilderContent & { id: string } {
  return typeof content.id === 'string' && !!content.variations && typeof content.variations === 'object' && Object.keys(content.variations).length > 0;
}

/** The `<script data-id="builderio-init-variants-fns">` tag with the chooser functions. */
export function variantsFunctionsScript(nonce?: string): string {
  return `<script data-id="${VARIANTS_FNS_ID}"${nonceAttribute(nonce)}>${FUNCTIONS}</script>`;
}

/**
 * The call that picks `content`'s variation; it must follow the templates and the default
 * content. `track: false` (the render's `canTrack: false`) keeps the default and writes no cookie.
 */
export function variantsCallScript(content: BuilderContent & { id: string }, nonce?: string, track = true): string {
  const known = Object.keys(content.variations ?? {});
  // Shares the core would not draw from (invalid, or not summing to 1) show the default unless a cookie or the URL says otherwise.
  const weights = drawVariation(content, () => 0) === undefined ? null : known.map((id) => [id, content.variations![id]!.testRatio]);
  const args = [content.id, known, weights, TEST_COOKIE_DAYS, track].map(scriptJson).join(',');
  return `<script data-id="${VARIANTS_CALL_ID}"${nonceAttribute(nonce)}>window.${VARIANTS_GLOBAL}&&${VARIANTS_GLOBAL}.run(document.currentScript,${args})</script>`;
}

/** `html` (one variation's render) wrapped in its template. */
export function variantTemplate(variationId: string, html: string): string {
  return `<template ${TEMPLATE_VARIANT_ATTRIBUTE}="${variationId.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${html}</template>`;
}
