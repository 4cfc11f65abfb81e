// @ts-check
/**
 * Run by test/unit/rsc-dist.test.ts as `node --conditions=react-server --import ./register.mjs`:
 * loads the built `builder-elements` and `builder-elements/server` as a server components
 * bundler would (React's server build; `'use client'` modules as client references), renders
 * the page given on stdin with `Content`, and prints what the tree holds: its text, the client
 * references it names and the host elements, as JSON (and what `subscribeToEditor` returns there).
 */
import { readFileSync } from 'node:fs';
import React from 'react';

const root = new URL('../../../', import.meta.url);
const entry = await import(new URL('dist/rsc/index.js', root).href);
const server = await import(new URL('dist/rsc/server.js', root).href);
const input = JSON.parse(readFileSync(0, 'utf8'));

/** @type {{ texts: string[], clients: string[], hosts: number, reactBuild: string }} */
const found = {
  texts: [],
  clients: [],
  hosts: 0,
  reactBuild: typeof React.useState === 'function' ? 'client' : 'server',
};
/** Walks a server component tree as React's server renderer would: calls server components, stops at client references. */
async function walk(/** @type {unknown} */ node) {
  node = await node;
  if (node == null || typeof node === 'boolean') return;
  if (typeof node === 'string' || typeof node === 'number') return void found.texts.push(String(node));
  if (Array.isArray(node)) {
    for (const child of node) await walk(child);
    return;
  }
  const element = /** @type {{ type: any, props: Record<string, any> }} */ (node);
  if (typeof element.type === 'string') {
    found.hosts += 1;
    if (element.props.dangerouslySetInnerHTML) found.texts.push(element.props.dangerouslySetInnerHTML.__html);
    return walk(element.props.children);
  }
  if (typeof element.type === 'function' && element.type.$$typeof === Symbol.for('react.client.reference')) {
    found.clients.push(element.type.name);
    return walk(element.props.children);
  }
  if (typeof element.type === 'function') return walk(element.type(element.props));
  return walk(element.props?.children); // Fragment, Suspense
}

const exported = Object.keys(entry).filter((name) => !(name in server));
await walk(entry.Content({ content: input.content, apiKey: input.apiKey, model: 'page', canTrack: input.canTrack }));
// Gen 2's subscribeToEditor is importable in a server component and only returns its unsubscribe there.
const unsubscribe = entry.subscribeToEditor({ model: 'page', apiKey: 'key', callback: () => {} });
process.stdout.write(
  JSON.stringify({
    ...found,
    missingFromServer: exported,
    Content: typeof server.Content,
    subscribeToEditor: typeof unsubscribe,
  }),
);
