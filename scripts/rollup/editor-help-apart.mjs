// @ts-check
/**
 * A build step for the browser bundles: what the built-in blocks' input declarations say only
 * to the content editor ({@link EDITOR_ONLY}: help texts, the advanced section, hidden inputs,
 * file types, lists of choices; `editorOnly` defaults, which only the editor writes into a new
 * block; and the registration's {@link EDITOR_ONLY_SPEC} fields) leaves the eager code and
 * travels in the editor session's lazy chunk instead; nothing outside the editor reads it. The declarations in
 * `src/blocks/<block>/<block>.inputs.ts` stay the single source: this step removes those fields
 * from the module they are declared in and writes `src/render/editing/restore-help.ts` (a no-op
 * in source, where nothing was removed) as a module that imports the same declaration arrays and
 * puts every field back, called before the editor protocol sends the registrations. Tests, the
 * elements manifest and the typings read the sources untouched.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BLOCKS = path.join(ROOT, 'src', 'blocks');
const RESTORE = path.join(ROOT, 'src', 'render', 'editing', 'restore-help.ts');
/** `file` as the restore module imports it: relative, as the sources import each other. */
const fromRestore = (/** @type {string} */ file) =>
  `./${path.relative(path.dirname(RESTORE), file).split(path.sep).join('/')}`.replace(/^\.\/\.\./, '..');
/** Input declaration fields only the editor reads (moved when their value is a literal): `enum` is the editor's list of choices, rendering never checks a value against it. */
const EDITOR_ONLY = ['helperText', 'advanced', 'hideFromUI', 'allowedFileTypes', 'enum'];
/** Registration fields only the editor reads: its name for the block, the insert menu, a new block's styles, whether it takes children. */
const EDITOR_ONLY_SPEC = ['friendlyName', 'hideFromInsertMenu', 'defaultStyles', 'canHaveChildren'];
const INPUTS_FILE = /[\\/]src[\\/]blocks[\\/][^\\/]+[\\/][^\\/]+\.inputs\.ts$/;
const SPEC_FILE = /[\\/]src[\\/]blocks[\\/][^\\/]+[\\/]index\.ts$/;

/** Every block's input declarations and registration files. */
const blockFiles = () =>
  readdirSync(BLOCKS)
    .flatMap((block) => [path.join(BLOCKS, block, `${block}.inputs.ts`), path.join(BLOCKS, block, 'index.ts')])
    .filter((file) => existsSync(file));

/**
 * @typedef {{ type: string, start: number, end: number, [key: string]: any }} Node
 * @typedef {[path: string, field: string, value: unknown]} Moved (path '' for the registration itself)
 * @typedef {{ exportName: string, moved: Moved[] }} Declarations
 */

/** The string value of a literal node, or undefined. */
const stringOf = (/** @type {Node | undefined} */ node) =>
  node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;

/** The value of a literal or an array of literals (what can be moved as JSON), or undefined. */
function literalOf(/** @type {Node | undefined} */ node) {
  if (node?.type === 'Literal' && node.regex === undefined) return node.value;
  if (node?.type === 'ArrayExpression') {
    const values = node.elements.map(literalOf);
    return values.includes(undefined) ? undefined : values;
  }
  if (node?.type !== 'ObjectExpression') return undefined;
  /** @type {Record<string, unknown>} */
  const object = {};
  for (const property of node.properties) {
    const key =
      property.type === 'Property' && !property.computed ? (property.key.name ?? property.key.value) : undefined;
    const value = literalOf(property.value);
    if (typeof key !== 'string' || value === undefined) return undefined;
    object[key] = value;
  }
  return object;
}

/** Removes an object's property with the comma after it (or, for the last one, the comma before it). */
function removeProperty(/** @type {Node} */ property, /** @type {MagicString} */ code, /** @type {string} */ source) {
  const after = source.slice(property.end).match(/^\s*,/);
  if (after) code.remove(property.start, property.end + after[0].length);
  else code.remove(source.lastIndexOf(',', property.start), property.end);
}

/** Moves `fields` of `object` (those with literal values) into `moved` under `path`. */
function move(
  /** @type {Node} */ object,
  /** @type {string[]} */ fields,
  /** @type {string} */ path,
  /** @type {MagicString} */ code,
  /** @type {string} */ source,
  /** @type {Moved[]} */ moved,
) {
  for (const field of fields) {
    const property = propertyOf(object, field);
    const value = literalOf(property?.value);
    if (!property || value === undefined) continue;
    moved.push([path, field, value]);
    removeProperty(property, code, source);
  }
}

/** A property of an object expression by its (identifier or string) key. */
const propertyOf = (/** @type {Node} */ object, /** @type {string} */ key) =>
  object.properties.find(
    (/** @type {Node} */ p) => p.type === 'Property' && (p.key.name === key || p.key.value === key),
  );

/**
 * Removes the {@link EDITOR_ONLY} fields from each declaration of `array` (and of its
 * subFields), recording `[path, field, value]` with the path as input names joined by dots.
 * @param {Node} array @param {string} prefix @param {MagicString} code @param {string} source @param {Moved[]} moved
 */
function strip(array, prefix, code, source, moved) {
  for (const input of array.elements) {
    if (input?.type !== 'ObjectExpression') continue;
    const name = stringOf(propertyOf(input, 'name')?.value);
    if (name === undefined) continue;
    // An editorOnly default is what the editor writes into a new block; rendering never reads it.
    const editorDefault = literalOf(propertyOf(input, 'editorOnly')?.value) === true;
    move(
      input,
      editorDefault ? [...EDITOR_ONLY, 'editorOnly', 'defaultValue'] : EDITOR_ONLY,
      prefix + name,
      code,
      source,
      moved,
    );
    const sub = propertyOf(input, 'subFields')?.value;
    if (sub?.type === 'ArrayExpression') strip(sub, `${prefix}${name}.`, code, source, moved);
  }
}

/** @returns {import('rollup').Plugin} */
export function editorHelpApart() {
  /** @type {Map<string, Declarations>} */
  const declarations = new Map();
  return {
    name: 'editor-help-apart',
    transform(source, id) {
      const inputs = INPUTS_FILE.test(id);
      if (!inputs && !SPEC_FILE.test(id)) return null;
      const program = /** @type {Node} */ (/** @type {unknown} */ (this.parse(source)));
      const code = new MagicString(source);
      for (const statement of program.body) {
        if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration')
          continue;
        for (const declarator of statement.declaration.declarations) {
          const init = declarator.init;
          /** @type {Moved[]} */
          const moved = [];
          if (
            inputs &&
            init?.type === 'CallExpression' &&
            init.callee.name === 'defineInputs' &&
            init.arguments[0]?.type === 'ArrayExpression'
          ) {
            strip(init.arguments[0], '', code, source, moved);
          } else if (
            !inputs &&
            init?.type === 'ObjectExpression' &&
            stringOf(propertyOf(init, 'name')?.value) !== undefined
          ) {
            move(init, EDITOR_ONLY_SPEC, '', code, source, moved); // a block's registration
          }
          if (moved.length) declarations.set(`${id}#${declarator.id.name}`, { exportName: declarator.id.name, moved });
        }
      }
      return { code: code.toString(), map: code.generateMap({ hires: true }) };
    },
    async load(id) {
      if (id !== RESTORE) return null;
      await Promise.all(blockFiles().map((file) => this.load({ id: file })));
      const found = [...declarations].sort(([a], [b]) => (a < b ? -1 : 1));
      const imports = found.map(
        ([key, { exportName }], i) =>
          `import { ${exportName} as moved${i} } from ${JSON.stringify(fromRestore(key.slice(0, key.lastIndexOf('#'))))};`,
      );
      const table = found.map(([, { moved }], i) => `[moved${i}, ${JSON.stringify(moved)}]`);
      // A registration's own fields have the path '' and go to the spec and to its registered
      // copy (registerComponent copies a spec; not an app's own registration under that name).
      return [
        `import { getComponent } from ${JSON.stringify(fromRestore(path.join(ROOT, 'src', 'core', 'index.ts')))};`,
        ...imports,
        `const MOVED = [${table.join(', ')}];`,
        'const sameBlock = (a, b) => a && b && a.component === b.component && a.load === b.load && a.inputs === b.inputs;',
        'export function restoreHelp() {',
        '  for (const [target, moved] of MOVED) for (const [path, field, value] of moved) {',
        '    let list = target, owner = target;',
        "    if (path) for (const name of path.split('.')) { owner = list.find((i) => i.name === name); list = owner?.subFields ?? []; }",
        '    if (owner) owner[field] = value;',
        '    const registered = !path && getComponent(target.name);',
        '    if (sameBlock(registered, target)) registered[field] = value;',
        '  }',
        '}',
      ].join('\n');
    },
  };
}
