/**
 * Content HTML built to leave its root: each fragment starts with a paragraph of its own, then
 * tries to end what the kit wrote around it (the declarative shadow root's `<template>`, the
 * block's `<div>`s), to swallow the page after it, or to become markup on a second parse, and
 * to put `<form id="evil">` (or an `<img>`) into the page. Shared by the Node test of the
 * server's filter (src/render/server/content-html.test.ts) and the Chromium test of server HTML
 * (test/security/server-markup.browser.test.ts).
 */
export const HOSTILE_MARKUP = [
  '<p>one</p></template><form id="evil"></form>',
  '<p>two</p></div></div></div></div></div></div><form id="evil"></form>',
  '<p>three</p><!-- the rest of the page is a comment',
  '<p>four</p><!--',
  '<p>five</p><plaintext><form id="evil"></form>',
  '<p>six</p><xmp></template><form id="evil"></form>',
  '<p>seven</p><noscript></template><form id="evil"></form></noscript>',
  '<p>eight</p><svg><style>&lt;/style&gt;&lt;/svg&gt;&lt;/template&gt;&lt;form id="evil"&gt;</style></svg>',
  '<p>nine</p><math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;/template&gt;&lt;form id=evil&gt;">',
  '<p>ten</p><script type="text/x-template"><!--<script></template><form id="evil"></form>',
];
