// @ts-check
/**
 * What the custom-elements manifest and the consumers' typings are made from: each tag's
 * definition (its input declarations, events, light-DOM mode) as `elements/index.ts` defines
 * it, read by bundling `elements/index.ts` for Node with `define.ts` swapped for a recorder, and
 * each tag file's JSDoc (`@csspart`, `@fires`, `@slot`, `@cssproperty`, `@attr`).
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ name: string; type: string; defaultValue?: unknown; editorOnly?: boolean; enum?: readonly unknown[]; helperText?: string;
 *   subFields?: readonly Input[]; attribute?: string | false }} Input
 * @typedef {{ name: string; description: string }} Doc
 * @typedef {{ tag: string; inputs: readonly Input[]; events: string[]; lightDom?: string; childItems?: boolean }} Definition
 * @typedef {Definition & { description: string; parts: Doc[]; slots: Doc[]; fires: Doc[]; cssProperties: Doc[]; extraAttributes: Doc[] }} ElementInfo
 */

/** Stands in for `elements/define.ts` (and the window announcement) while the definitions are read. */
const RECORDER = `
const seen = (globalThis.__builderElementDefinitions ??= []);
export function defineElement(definition) {
  seen.push({ tag: definition.tag, inputs: definition.inputs, events: Object.values(definition.events ?? {}),
    lightDom: definition.lightDom, childItems: definition.childItems });
}
export function defineTag(tag, _create, inputs = []) { seen.push({ tag, inputs, events: [] }); }
export function announceElements() {}
`;

/** @returns {Promise<Definition[]>} every tag `elements/index.ts` defines, in order */
async function readDefinitions() {
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'elements', 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    jsx: 'automatic',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [{
      name: 'record-definitions',
      setup(build) {
        build.onResolve({ filter: /^\.\/(define|window-api)\.ts$/ }, (args) =>
          args.importer.startsWith(path.join(ROOT, 'elements')) ? { path: 'recorder', namespace: 'elements-recorder' } : undefined);
        build.onLoad({ filter: /.*/, namespace: 'elements-recorder' }, () => ({ contents: RECORDER, loader: 'js' }));
      },
    }],
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'builder-elements-manifest-'));
  const file = path.join(dir, 'definitions.mjs');
  const store = /** @type {{ __builderElementDefinitions?: Definition[] }} */ (globalThis);
  try {
    await writeFile(file, result.outputFiles[0].text);
    store.__builderElementDefinitions = [];
    await import(pathToFileURL(file).href);
    return store.__builderElementDefinitions;
  } finally {
    delete store.__builderElementDefinitions;
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The tag file's leading JSDoc: the description, then `@tag`, `@csspart`, `@fires`, `@slot`,
 * `@cssproperty` and `@attr` lines (`@slot - text` is the default slot).
 * @param {string} source
 */
export function parseTagDoc(source) {
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  /** @type {Record<string, Doc[]>} */
  const tags = { csspart: [], fires: [], slot: [], cssproperty: [], attr: [] };
  let tag = '';
  const description = [];
  /** @type {Doc | undefined} */
  let last;
  for (const line of lines) {
    const match = /^@(\w+)\s*(.*)$/.exec(line);
    if (!match) {
      if (last && line.trim()) last.description += ` ${line.trim()}`;
      else if (!tag && !last) description.push(line);
      continue;
    }
    const [, kind, rest] = match;
    if (kind === 'tag') { tag = rest.trim(); last = undefined; continue; }
    const [, name = '', text = ''] = /^(\S*)\s*(?:-\s*(.*))?$/.exec(rest.trim()) ?? [];
    last = { name: name === '-' ? '' : name, description: text.trim() };
    tags[kind]?.push(last);
  }
  return {
    tag,
    description: description.join(' ').replace(/\s+/g, ' ').trim(),
    parts: tags.csspart, fires: tags.fires, slots: tags.slot, cssProperties: tags.cssproperty, extraAttributes: tags.attr,
  };
}

/** @returns {Promise<ElementInfo[]>} */
export async function collectElements() {
  const definitions = await readDefinitions();
  const files = (await readdir(path.join(ROOT, 'elements'))).filter((name) => /^builder-[\w-]+\.ts$/.test(name) && !name.includes('.inputs.'));
  /** @type {Map<string, ReturnType<typeof parseTagDoc>>} */
  const docs = new Map();
  for (const file of files) {
    const doc = parseTagDoc(await readFile(path.join(ROOT, 'elements', file), 'utf8'));
    if (doc.tag) docs.set(doc.tag, doc);
  }
  return definitions.map((definition) => {
    const doc = docs.get(definition.tag);
    if (!doc) throw new Error(`<${definition.tag}> has no tag file with a JSDoc naming it (@tag ${definition.tag})`);
    const description = doc.description.replace(/^`<[\w-]+>`:\s*/, '');
    return { ...definition, ...doc, description, tag: definition.tag };
  });
}

/** `sendSubmissionsTo` → `send-submissions-to` (the rule of `src/core/inputs.ts`). @param {Input} input */
export function attributeOf(input) {
  if (input.attribute !== undefined) return input.attribute;
  return input.name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

/** Property types that content JSON cannot spell from the declarations alone. */
const TYPE_OVERRIDES = /** @type {Record<string, Record<string, string>>} */ ({ 'builder-content': { content: 'BuilderContent' } });

/** The TypeScript type of a declared input (the rule of `ValueOf` in `src/core/inputs.ts`). @param {Input} input @returns {string} */
export function typeOf(input) {
  if (input.enum) return input.enum.map((option) => JSON.stringify(typeof option === 'object' && option ? /** @type {{ value: unknown }} */ (option).value : option)).join(' | ');
  switch (input.type) {
    case 'number': return 'number';
    case 'boolean': return 'boolean';
    case 'uiBlocks': return 'BuilderBlock[]';
    case 'map': return 'Record<string, string>';
    case 'list': return input.subFields ? `Array<${objectType(input.subFields)}>` : 'unknown[]';
    case 'object': return input.subFields ? objectType(input.subFields) : 'Record<string, unknown>';
    case 'json': return 'unknown';
    default: return 'string';
  }
}

/** @param {readonly Input[]} fields */
const objectType = (fields) => `{ ${fields.map((field) => `${field.name}?: ${typeOf(field)}`).join('; ')} }`;

/** @param {string} tag @param {Input} input */
export const propertyType = (tag, input) => TYPE_OVERRIDES[tag]?.[input.name] ?? typeOf(input);

/** `builder-submit-button` → `BuilderSubmitButtonElement`. @param {string} tag */
export const className = (tag) => `${tag.replace(/(^|-)(\w)/g, (_m, _dash, c) => c.toUpperCase())}Element`;

