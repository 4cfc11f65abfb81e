/**
 * The layers: core → render → blocks (and compat) → elements, with the package entries
 * (src/*.ts) on top. Every relative import in src/ and elements/, at any depth, tests included,
 * goes down or sideways, never up; source files reach another layer only through its index.ts
 * (a block through its own folder's index.ts); a block never borrows from a sibling block
 * (even through its index.ts: shared helpers live in src/blocks/shared); the core never imports React.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

type Layer = 'core' | 'render' | 'blocks' | 'compat' | 'elements' | 'entry' | 'outside';

const RANK: Record<Layer, number> = { core: 0, render: 1, blocks: 2, compat: 2, elements: 3, entry: 4, outside: 5 };

function layerOf(file: string): Layer {
  if (file.startsWith('elements/')) return 'elements';
  // The server components entries and their client components: entries, each taking just what its bundle needs.
  if (file.startsWith('src/rsc/')) return 'entry';
  const layer = /^src\/(core|render|blocks|compat)\//.exec(file)?.[1] as Layer | undefined;
  if (layer) return layer;
  return /^src\/[^/]+\.tsx?$/.test(file) ? 'entry' : 'outside';
}

const isTest = (file: string) => /\.test\.|\.test-kit\.|\.d\.ts$/.test(file);

/** The file another layer's source must import instead of `target`. */
function faceOf(target: string): string | undefined {
  const layer = layerOf(target);
  // What only a server render needs has a face of its own, so the browser's graph never holds it.
  if (target.startsWith('src/render/server/')) return 'src/render/server/index.ts';
  if (layer === 'core' || layer === 'render' || layer === 'compat') return `src/${layer}/index.ts`;
  if (layer !== 'blocks') return undefined;
  const block = /^src\/blocks\/([^/]+)\//.exec(target)?.[1];
  return block && block !== 'shared' ? `src/blocks/${block}/index.ts` : 'src/blocks/index.ts';
}

const blockOf = (file: string) => /^src\/blocks\/([^/]+)\//.exec(file)?.[1];

/** Relative import specifiers of a module: static, dynamic, type-only and side-effect imports, and re-exports. */
export function relativeImports(source: string): string[] {
  const found = source.matchAll(
    /\bfrom\s*['"](\.[^'"]*)['"]|\bimport\s*\(\s*['"](\.[^'"]*)['"]\s*\)|\bimport\s+['"](\.[^'"]*)['"]/g,
  );
  return [...found].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** Why `file` may not import `target` (both relative to the repository root), or undefined. */
export function violation(file: string, target: string): string | undefined {
  const from = layerOf(file);
  const to = layerOf(target);
  const test = isTest(file);
  if (from === 'entry' || (test && from !== 'core' && to !== 'elements')) return undefined;
  if (RANK[to] > RANK[from] && !(test && to === 'outside')) return `${from} imports ${to}`;
  if (test) return undefined;
  if (to !== from) {
    const face = faceOf(target);
    return face && face !== target ? `reaches into ${to} past ${face}` : undefined;
  }
  const [own, other] = [blockOf(file), blockOf(target)];
  const sibling = from === 'blocks' && own && other && own !== other && other !== 'shared';
  return sibling ? `block ${own} imports block ${other}` : undefined;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('layers', () => {
  const root = process.cwd();
  const files = [...sources('src'), ...sources('elements')].map((file) => relative(root, resolve(file)));

  it('every relative import in src/ and elements/ respects the layers', () => {
    const offenders = files.flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const target = relative(root, resolve(dirname(file), specifier));
        const why = violation(file, target);
        return why ? [`${file} → ${target}: ${why}`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });

  it('the core imports no React', () => {
    const offenders = files.filter(
      (file) =>
        layerOf(file) === 'core' && /\bfrom\s*['"](react|react-dom)(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  // The rule itself, on imports the tree does not (and must not) contain.
  it.each([
    ['src/core/builder.ts', 'src/render/block.tsx', 'core imports render'],
    ['src/core/builder.test.ts', 'src/render/index.ts', 'core imports render'],
    ['src/render/block.tsx', 'src/blocks/index.ts', 'render imports blocks'],
    ['src/render/sdk.ts', 'elements/define.ts', 'render imports elements'],
    ['src/blocks/text/text.tsx', 'elements/index.ts', 'blocks imports elements'],
    ['src/blocks/form/form.test.tsx', 'elements/index.ts', 'blocks imports elements'],
    ['src/render/block.tsx', 'src/index.ts', 'render imports entry'],
    ['src/blocks/text/text.tsx', 'src/rsc/content.tsx', 'blocks imports entry'],
    ['src/compat/content.tsx', 'src/render/server/isolate.ts', 'reaches into render past src/render/server/index.ts'],
    ['src/render/block.tsx', 'src/core/types.ts', 'reaches into core past src/core/index.ts'],
    ['src/render/editing/use-editor.ts', 'src/core/editing/session.ts', 'reaches into core past src/core/index.ts'],
    ['elements/define.ts', 'src/render/state.ts', 'reaches into render past src/render/index.ts'],
    ['elements/builder-form.ts', 'src/blocks/form/form.tsx', 'reaches into blocks past src/blocks/form/index.ts'],
    ['src/blocks/masonry/masonry.tsx', 'src/blocks/carousel/child-items.tsx', 'block masonry imports block carousel'],
    ['src/blocks/raw-img/raw-img.tsx', 'src/blocks/image/index.ts', 'block raw-img imports block image'],
  ])('refuses %s → %s', (file, target, why) => {
    expect(violation(file, target)).toBe(why);
  });

  it.each([
    ['src/render/block.tsx', 'src/core/index.ts'],
    ['src/blocks/form/form.tsx', 'src/blocks/shared/form-css.ts'],
    ['src/blocks/index.ts', 'src/blocks/form/index.ts'],
    ['elements/builder-form.ts', 'src/blocks/form/index.ts'],
    ['src/index.ts', 'src/render/server/render-html.tsx'],
    ['src/blocks/form/form.test.tsx', 'test/helpers/browser.ts'],
    ['src/render/render.test.tsx', 'src/index.ts'],
  ])('allows %s → %s', (file, target) => {
    expect(violation(file, target)).toBeUndefined();
  });

  it('finds every kind of relative import', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.ts';",
      "const e = await import('./e.ts');",
      "let f: typeof import('../f.ts');",
      "import react from 'react';",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts', '../f.ts']);
  });
});
