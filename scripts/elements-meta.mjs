// @ts-check
/**
 * What the custom-elements manifest and the consumers' typings are made from: each tag's
 * definition (its input declarations, events, light-DOM mode) as `elements/index.ts` defines
 * it, read by bundling `elements/index.ts` for Node with `define.ts` swapped for a recorder; each
 * tag file's JSDoc (`@csspart`, `@events`, `@slot`, `@cssproperty`, `@attr`); and the event maps
 * its `@events` names, read from the `*-events.ts` file that declares them beside their dispatch.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {{ name: string; type: string; defaultValue?: unknown; editorOnly?: boolean; enum?: readonly unknown[]; helperText?: string;
 *   subFields?: readonly Input[]; attribute?: string | false; property: string | false }} Input
 * @typedef {{ name: string; description: string }} Doc
 * @typedef {Doc & { type: string }} EventDoc `type`: the event's type, e.g. `CustomEvent<SlideChangeDetail>`
 * @typedef {{ name: string; file: string; events: EventDoc[] }} EventMap an exported `interface <name>` of a `*-events.ts` file
 * @typedef {{ file: string; declarations: string }} EventSource a `*-events.ts` file's exported types, as written
 * @typedef {{ tag: string; inputs: readonly Input[]; events: string[]; lightDom?: string; childItems?: boolean }} Definition
 * @typedef {Definition & { description: string; parts: Doc[]; slots: Doc[]; fires: EventDoc[]; eventMaps: string[]; eventSources: EventSource[]; cssProperties: Doc[]; extraAttributes: Doc[] }} ElementInfo
 */

/**
 * Stands in for `elements/define.ts` (and the window announcement) while the definitions are
 * read: it records each definition in the order the bundle makes them.
 */
const RECORDER = `
const seen = (globalThis.__builderElementDefinitions ??= []);
export function defineElement(definition) {
  seen.push({ tag: definition.tag, inputs: definition.inputs, events: Object.values(definition.events ?? {}),
    lightDom: definition.lightDom, childItems: definition.childItems });
}
export function defineTag(tag) { seen.push({ tag, events: [] }); }
export function announceElements() {}
`;

/**
 * Where the inputs of each tag defined with `defineTag` are declared (such a tag renders nothing,
 * and no definition carries them): the module under elements/ and the export.
 */
const TAG_INPUTS = { 'builder-init': { module: './init-element.ts', name: 'initInputs' } };

/**
 * The bundle's entry: every tag `elements/index.ts` defines, the inputs of those without a
 * definition, and the rule that names each input's element property (`propertyName`).
 */
const ENTRY = [
  "import './index.ts';",
  "export { propertyName } from './attributes.ts';",
  ...Object.values(TAG_INPUTS).map(
    ({ module, name }, i) => `import { ${name} as tagInputs${i} } from ${JSON.stringify(module)};`,
  ),
  `export const tagInputs = { ${Object.keys(TAG_INPUTS)
    .map((tag, i) => `${JSON.stringify(tag)}: tagInputs${i}`)
    .join(', ')} };`,
].join('\n');

/** @returns {Promise<Definition[]>} every tag `elements/index.ts` defines, in order */
async function readDefinitions() {
  const result = await esbuild.build({
    stdin: { contents: ENTRY, resolveDir: path.join(ROOT, 'elements'), sourcefile: 'definitions.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    jsx: 'automatic',
    logLevel: 'error',
    // The tag files are run for their definitions: package.json's `sideEffects` (which need not
    // list the sources) must not let the bundle drop them.
    ignoreAnnotations: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'record-definitions',
        setup(build) {
          build.onResolve({ filter: /^\.\/(define|window-api)\.ts$/ }, (args) =>
            args.importer.startsWith(path.join(ROOT, 'elements'))
              ? { path: 'recorder', namespace: 'elements-recorder' }
              : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: 'elements-recorder' }, () => ({
            contents: RECORDER,
            loader: 'js',
            resolveDir: path.join(ROOT, 'elements'),
          }));
        },
      },
    ],
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'builder-elements-manifest-'));
  const file = path.join(dir, 'definitions.mjs');
  const store = /** @type {{ __builderElementDefinitions?: Definition[] }} */ (globalThis);
  try {
    await writeFile(file, result.outputFiles[0].text);
    store.__builderElementDefinitions = [];
    /** @type {{ propertyName: (input: Omit<Input, 'property'>) => string | false; tagInputs: Record<string, Input[]> }} */
    const { propertyName, tagInputs } = await import(pathToFileURL(file).href);
    return store.__builderElementDefinitions.map((definition) => {
      const inputs = definition.inputs ?? tagInputs[definition.tag];
      if (!inputs)
        throw new Error(
          `<${definition.tag}> is defined with defineTag: name the module that declares its inputs in TAG_INPUTS (scripts/elements-meta.mjs)`,
        );
      // Each input gets its element `property` from the rule the elements follow.
      return { ...definition, inputs: inputs.map((input) => ({ ...input, property: propertyName(input) })) };
    });
  } finally {
    delete store.__builderElementDefinitions;
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The tag file's leading JSDoc: the description, then `@tag`, `@csspart`, `@events`, `@slot`,
 * `@cssproperty` and `@attr` lines (`@slot - text` is the default slot; `@events CarouselEventMap`
 * names the event map of the events the tag fires).
 * @param {string} source
 */
export function parseTagDoc(source) {
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const lines = block.split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  /** @type {Record<string, Doc[]>} */
  const tags = { csspart: [], events: [], slot: [], cssproperty: [], attr: [] };
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
    if (kind === 'tag') {
      tag = rest.trim();
      last = undefined;
      continue;
    }
    const [, name = '', text = ''] = /^(\S*)\s*(?:-\s*(.*))?$/.exec(rest.trim()) ?? [];
    last = { name: name === '-' ? '' : name, description: text.trim() };
    tags[kind]?.push(last);
  }
  return {
    tag,
    description: description.join(' ').replace(/\s+/g, ' ').trim(),
    parts: tags.csspart,
    eventMaps: tags.events.map((doc) => doc.name),
    slots: tags.slot,
    cssProperties: tags.cssproperty,
    extraAttributes: tags.attr,
  };
}

/** Names the typings declare themselves, which an events file may import (from the core). */
export const TYPINGS_OWN_TYPES = new Set(['BuilderBlock', 'BuilderContent']);

/**
 * The exported `interface`s and `type`s of a TypeScript file, each as written (its JSDoc
 * included), in order; runtime code around them is skipped.
 * @param {string} source
 * @returns {{ name: string; kind: string; text: string; body: string }[]}
 */
export function exportedTypes(source) {
  const found = [];
  const start = /^(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export (interface|type) (\w+)/gm;
  for (let match; (match = start.exec(source));) {
    const [, , kind, name] = match;
    let depth = 0;
    let end = match.index + match[0].length;
    let open = -1;
    for (; end < source.length; end++) {
      const c = source[end];
      if (c === '{' || c === '(' || c === '[') {
        if (depth++ === 0 && c === '{' && open < 0) open = end;
      } else if (c === '}' || c === ')' || c === ']') {
        if (--depth === 0 && kind === 'interface') break;
      } else if (c === ';' && depth === 0 && kind === 'type') break;
    }
    const text = source.slice(match.index, end + 1);
    found.push({ name, kind, text, body: open < 0 ? '' : source.slice(open + 1, end) });
    start.lastIndex = end + 1;
  }
  return found;
}

/**
 * The members of an event map's body: `/** description *\/ name: CustomEvent<Detail>;`.
 * @param {string} body
 * @returns {EventDoc[]}
 */
export function eventMembers(body) {
  const member = /(?:\/\*\*\s*((?:(?!\*\/)[\s\S])*?)\s*\*\/\s*)?(?:'([^']+)'|([\w$]+))\s*:\s*([^;]+);/g;
  return [...body.matchAll(member)].map(([, description = '', quoted, plain, type]) => ({
    name: quoted ?? plain,
    description: description.replace(/\s*\n\s*\*\s*/g, ' ').trim(),
    type: type.trim(),
  }));
}

/**
 * Every `*-events.ts` file of src/ and elements/ that exports an event map (an interface named
 * `…EventMap`): its exported types (copied into the typings) and its event maps.
 * @returns {Promise<{ sources: Map<string, EventSource>; maps: Map<string, EventMap> }>}
 */
export async function readEventMaps() {
  /** @type {Map<string, EventSource>} */
  const sources = new Map();
  /** @type {Map<string, EventMap>} */
  const maps = new Map();
  for (const dir of ['src', 'elements']) {
    const names = await readdir(path.join(ROOT, dir), { recursive: true });
    for (const name of names.filter((n) => /(^|[/\\])[\w-]+-events\.ts$/.test(n)).sort()) {
      const file = path.posix.join(dir, name.split(path.sep).join('/'));
      const source = await readFile(path.join(ROOT, file), 'utf8');
      const types = exportedTypes(source);
      // A file of events declares their map (core/tracking-events.ts, say, is another kind of event).
      if (!types.some((type) => type.kind === 'interface' && type.name.endsWith('EventMap'))) continue;
      const declarations = types.map((type) => type.text).join('\n\n');
      // What the typings copy may name only the DOM's types, its own and the typings' (BuilderContent…).
      const local = new Set(types.map((type) => type.name));
      for (const [, list] of source.matchAll(/^import\s+(?:type\s+)?\{([^}]*)\}/gm)) {
        for (const imported of list.split(',').map((item) =>
          item
            .replace(/^\s*type\s+/, '')
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )) {
          if (
            imported &&
            !local.has(imported) &&
            !TYPINGS_OWN_TYPES.has(imported) &&
            new RegExp(`\\b${imported}\\b`).test(declarations)
          ) {
            throw new Error(
              `${file}: the event types name ${imported}, which the elements' typings do not declare (spell the type out)`,
            );
          }
        }
      }
      sources.set(file, { file, declarations });
      for (const type of types) {
        if (type.kind === 'interface' && type.name.endsWith('EventMap'))
          maps.set(type.name, { name: type.name, file, events: eventMembers(type.body) });
      }
    }
  }
  return { sources, maps };
}

/** @returns {Promise<ElementInfo[]>} */
export async function collectElements() {
  const definitions = await readDefinitions();
  const { maps, sources } = await readEventMaps();
  const files = (await readdir(path.join(ROOT, 'elements'))).filter(
    (name) => /^builder-[\w-]+\.ts$/.test(name) && !name.includes('.inputs.'),
  );
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
    const eventMaps = doc.eventMaps.map((name) => {
      const map = maps.get(name);
      if (!map) throw new Error(`<${definition.tag}>: @events ${name} is not an event map of a *-events.ts file`);
      return map;
    });
    const fires = eventMaps.flatMap((map) => map.events);
    const eventSources = [...new Set(eventMaps.map((map) => map.file))].map(
      (file) => /** @type {EventSource} */ (sources.get(file)),
    );
    for (const event of definition.events) {
      if (!fires.some((doc) => doc.name === event))
        throw new Error(`<${definition.tag}> dispatches "${event}", which no event map of its @events declares`);
    }
    return { ...definition, ...doc, description, fires, eventSources, tag: definition.tag };
  });
}

/** `sendSubmissionsTo` → `send-submissions-to` (the rule of `src/core/inputs.ts`). @param {Input} input */
export function attributeOf(input) {
  if (input.attribute !== undefined) return input.attribute;
  return input.name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

/** Property types that content JSON cannot spell from the declarations alone. */
const TYPE_OVERRIDES = /** @type {Record<string, Record<string, string>>} */ ({
  'builder-content': { content: 'BuilderContent' },
});

/** The TypeScript type of a declared input (the rule of `ValueOf` in `src/core/inputs.ts`). @param {Input} input @returns {string} */
export function typeOf(input) {
  if (input.enum)
    return input.enum
      .map((option) =>
        JSON.stringify(
          typeof option === 'object' && option ? /** @type {{ value: unknown }} */ (option).value : option,
        ),
      )
      .join(' | ');
  switch (input.type) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'uiBlocks':
      return 'BuilderBlock[]';
    case 'map':
      return 'Record<string, string>';
    case 'list':
      return input.subFields ? `Array<${objectType(input.subFields)}>` : 'unknown[]';
    case 'object':
      return input.subFields ? objectType(input.subFields) : 'Record<string, unknown>';
    case 'json':
      return 'unknown';
    default:
      return 'string';
  }
}

/** @param {readonly Input[]} fields */
const objectType = (fields) => `{ ${fields.map((field) => `${field.name}?: ${typeOf(field)}`).join('; ')} }`;

/** @param {string} tag @param {Input} input */
export const propertyType = (tag, input) => TYPE_OVERRIDES[tag]?.[input.name] ?? typeOf(input);

/** `builder-submit-button` → `BuilderSubmitButtonElement`. @param {string} tag */
export const className = (tag) => `${tag.replace(/(^|-)(\w)/g, (_m, _dash, c) => c.toUpperCase())}Element`;
