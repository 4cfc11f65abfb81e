/**
 * Every package the repository's code imports is declared in package.json. An undeclared one
 * works only while another package happens to pull it in, and breaks when that one drops it.
 * Scanned: src/, elements/, scripts/, bench/, demo/, test/ and the root config files, at any
 * depth, tests included. Not scanned: node_modules, dist, examples/ (each app declares its own)
 * and test/reference/ (its own package, with the reference SDK installed in it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCANNED = ['src', 'elements', 'scripts', 'bench', 'demo', 'test'];
const SKIPPED = new Set(['node_modules', 'dist', 'test/reference']);
const CODE = /\.(?:[cm]?[jt]sx?)$/;

/** A bare specifier's package: `@scope/name` or `name`, without the subpath. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** What npm accepts as a package name (lower case, no spaces), optionally with a subpath. */
const BARE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[^\s'"]*)?$/;

/**
 * The bare specifiers `source` imports: static imports and re-exports (a line that starts the
 * statement or closes its braces; not a comment such as `// was: import … from '@builder.io/react'`
 * nor a string a test passes around), side-effect imports, dynamic imports, `require`, and JSDoc
 * type imports (a type the code depends on as well). A `scheme:` specifier (`node:`, a bundler
 * plugin's `dir-listing:`) is returned whole.
 */
export function bareImports(source: string): string[] {
  const found = [
    ...[...source.matchAll(/^\s*(?:import|export|\})[^'"\n]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]),
    ...[...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]),
    ...[...source.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]),
  ];
  return found.filter(
    (specifier) =>
      !specifier.startsWith('.') && !specifier.startsWith('/') && (BARE.test(specifier) || /^[a-z-]+:/.test(specifier)),
  );
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  imports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const declared = new Set([
  pkg.name,
  ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }),
]);
const builtins = new Set(builtinModules);
const configs = readdirSync('.').filter((name) => CODE.test(name));
/** Schemes a bundler plugin of the root configs resolves (`build.onResolve({ filter: /^dir-listing:/ })`). */
const pluginSchemes = new Set(
  configs.flatMap((name) =>
    [...readFileSync(name, 'utf8').matchAll(/filter:\s*\/\^([a-z-]+):\//g)].map((match) => match[1]),
  ),
);

/** Why `specifier` is not a declared dependency, or undefined when it is. */
export function undeclared(specifier: string): string | undefined {
  const scheme = /^([a-z-]+):/.exec(specifier)?.[1];
  if (scheme === 'node') return builtins.has(specifier.slice(5)) ? undefined : 'no such Node built-in';
  if (scheme) return pluginSchemes.has(scheme) ? undefined : 'a scheme no config resolves';
  // `#rsc-renderers`: package.json's `imports`, the package's own aliases.
  if (specifier.startsWith('#'))
    return pkg.imports && specifier in pkg.imports ? undefined : 'not in package.json "imports"';
  const name = packageOf(specifier);
  if (builtins.has(name) || declared.has(name)) return undefined;
  return 'not in dependencies, devDependencies or peerDependencies';
}

function codeFiles(dir: string): string[] {
  if (SKIPPED.has(dir) || !existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

describe('declared dependencies', () => {
  it('finds the imports a module makes, and not those its comments quote', () => {
    // Written with a quote variable so that this file's own scan does not read them as imports.
    const q = "'";
    const source = [
      `import { a } from ${q}left-pad${q};`,
      `import ${q}@scope/side-effect/sub${q};`,
      `export * from ${q}./local.ts${q};`,
      `const lazy = await import(${q}node:fs${q});`,
      `/** @type {import(${q}devtools-protocol${q}).Protocol.Page} */`,
      `import {`,
      `  b,`,
      `} from ${q}multi-line${q};`,
      `// was: import { x } from ${q}@builder.io/react${q};`,
      `expect(() => compile(${q}import x from "y";${q})).toThrow();`,
      `note.textContent = ${q}Editing from ${q} + location.origin;`,
    ].join('\n');
    expect(bareImports(source)).toEqual([
      'left-pad',
      'multi-line',
      '@scope/side-effect/sub',
      'node:fs',
      'devtools-protocol',
    ]);
    expect(undeclared('left-pad')).toBeDefined();
    expect(undeclared('#nowhere')).toBeDefined();
    expect(undeclared('react-dom/client')).toBeUndefined();
    expect(undeclared('#rsc-renderers')).toBeUndefined();
    expect(undeclared('dir-listing:../x')).toBeUndefined();
  });

  it('every package the code imports is declared in package.json', () => {
    const files = [...SCANNED.flatMap(codeFiles), ...configs];
    expect(files.length).toBeGreaterThan(500);
    const offenders = files.flatMap((file) =>
      bareImports(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const why = undeclared(specifier);
        return why ? [`${file}: ${specifier} (${why})`] : [];
      }),
    );
    expect(offenders).toEqual([]);
  });
});
