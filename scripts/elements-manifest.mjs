// @ts-check
/**
 * The custom-elements manifest (`dist/custom-elements.json`, schema 2.1) and the consumers'
 * typings (`types/elements.d.ts`, committed), both from the tags themselves (see
 * `elements-meta.mjs`). The build writes only the manifest, so a stale committed typings file
 * is caught by `--check` (in `npm test` after the build, and before `npm run check:package`
 * packs) instead of rewritten in CI's checkout.
 *
 *   node scripts/elements-manifest.mjs              writes both files (after changing a tag or its inputs)
 *   node scripts/elements-manifest.mjs --manifest   writes dist/custom-elements.json (`npm run build`)
 *   node scripts/elements-manifest.mjs --check      fails when either file differs from what the tags make
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { attributeOf, className, collectElements, propertyType, ROOT } from './elements-meta.mjs';
import { renderTypings } from './elements-typings.mjs';

export const MANIFEST_FILE = path.join(ROOT, 'dist', 'custom-elements.json');
export const TYPINGS_FILE = path.join(ROOT, 'types', 'elements.d.ts');
const BUNDLE_MODULE = 'dist/builder-elements.js';

/** @typedef {import('./elements-meta.mjs').ElementInfo} ElementInfo */
/** @typedef {import('./elements-meta.mjs').Input} Input */

/** @param {ElementInfo[]} elements */
export function manifestOf(elements) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: BUNDLE_MODULE,
        declarations: elements.map((element) => {
          const described = (/** @type {Input} */ input) => ({
            ...(input.helperText ? { description: input.helperText } : {}),
            ...(input.defaultValue !== undefined && !input.editorOnly
              ? { default: JSON.stringify(input.defaultValue) }
              : {}),
          });
          return {
            kind: 'class',
            customElement: true,
            name: className(element.tag),
            tagName: element.tag,
            description: element.description,
            attributes: [
              ...element.inputs
                .filter((input) => attributeOf(input))
                .map((input) => ({
                  name: /** @type {string} */ (attributeOf(input)),
                  // `title`: no property of the tag's own; HTMLElement's reflects the attribute.
                  fieldName: input.property || input.name,
                  type: { text: propertyType(element.tag, input) },
                  ...described(input),
                })),
              ...element.extraAttributes.map((doc) => ({
                name: doc.name,
                type: { text: 'boolean' },
                description: doc.description,
              })),
            ],
            members: element.inputs
              .filter((input) => input.property)
              .map((input) => ({
                kind: 'field',
                name: /** @type {string} */ (input.property),
                type: { text: `${propertyType(element.tag, input)} | undefined` },
                ...(attributeOf(input) ? { attribute: attributeOf(input) } : {}),
                ...described(input),
              })),
            events: element.fires.map(({ name, description, type }) => ({
              name,
              type: { text: type },
              ...(description ? { description } : {}),
            })),
            slots: element.slots.map((doc) => ({ name: doc.name, description: doc.description })),
            cssParts: element.parts.map((doc) => ({ name: doc.name, description: doc.description })),
            cssProperties: element.cssProperties.map((doc) => ({ name: doc.name, description: doc.description })),
          };
        }),
        exports: elements.map((element) => ({
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name: className(element.tag), module: BUNDLE_MODULE },
        })),
      },
    ],
  };
}

async function main() {
  const elements = await collectElements();
  const typings = renderTypings(elements);
  const manifest = `${JSON.stringify(manifestOf(elements), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const stale = [
      (await readFile(TYPINGS_FILE, 'utf8').catch(() => '')) !== typings &&
        'types/elements.d.ts: run `node scripts/elements-manifest.mjs` and commit it',
      (await readFile(MANIFEST_FILE, 'utf8').catch(() => '')) !== manifest &&
        '(or missing) dist/custom-elements.json: run `npm run build`',
    ].filter(Boolean);
    for (const line of stale) console.error(`stale ${line}`);
    if (stale.length) process.exit(1);
    console.log('  types/elements.d.ts and dist/custom-elements.json are current');
    return;
  }
  await mkdir(path.dirname(MANIFEST_FILE), { recursive: true });
  await writeFile(MANIFEST_FILE, manifest);
  const manifestOnly = process.argv.includes('--manifest');
  if (!manifestOnly) await writeFile(TYPINGS_FILE, typings);
  console.log(`  custom-elements.json: ${elements.length} tags${manifestOnly ? '' : '; types/elements.d.ts written'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
