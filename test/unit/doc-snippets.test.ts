/**
 * Every JavaScript and TypeScript snippet of README.md and docs/*.md compiles as written: each
 * fenced block tagged js, mjs, jsx, ts or tsx (and each inline `<script type="module">` of an
 * html block) is type-checked with the TypeScript compiler API as a module of an app that
 * installed the package, so `builder-elements`, `builder-elements/server`, `/core`, `/elements`
 * and `/elements/peer-react` resolve to what the package's `exports` give a site's TypeScript
 * (the sources of its entries, and types/elements.d.ts for the tags).
 *
 * The markdown says what a snippet is with an HTML comment right before its fence (blank lines
 * may come between; docs/ARCHITECTURE.md, "Code snippets in the docs"):
 * - `<!-- snippet: fragment, <why> -->`: not a module on its own (one option, a line of a
 *   handler…); skipped, and listed with its reason.
 * - `<!-- snippet: example examples/<app>/<file> -->`: the snippet is that example's file,
 *   character for character (this test compares them), and is checked where the file lives.
 * - `<!-- snippet-context: declare const req: { url: string }; -->`: declarations the snippet
 *   assumes (the request of the handler it sits in…), compiled before it and never shown. In a
 *   JavaScript snippet only `declare const|let|function` lines, turned into JSDoc.
 *
 * TypeScript snippets are checked as a project with `strict`; JavaScript ones as a JavaScript
 * project with `checkJs` (no strict null checks: `createRoot(document.getElementById('app'))`
 * is how JavaScript is written). Both with `moduleResolution: "bundler"` and `jsx: "react-jsx"`.
 * Next.js is not installed at the root: the few of its types the snippets use are stood in for
 * below (`AMBIENT`), as are the `.vue`/`.svelte`/`.wasm` imports a bundler turns into modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** Where the snippets live in the compiler's file system: a mirror of the repository without its node_modules. */
const VIRTUAL = join(ROOT, '.doc-snippets');

const CHECKED: Record<string, string> = { js: '.js', mjs: '.mjs', jsx: '.jsx', ts: '.ts', tsx: '.tsx' };

export interface Snippet {
  /** `docs/server.md:12`: the markdown file and the line of the snippet's first line of code. */
  where: string;
  file: string;
  /** 1-based line of the first line of code in the markdown. */
  line: number;
  lang: string;
  code: string;
  /** `fragment` (skipped), `example` (equals an example's file) or `module`. */
  kind: 'fragment' | 'example' | 'module';
  /** Why a fragment is one; the example's path. */
  note?: string;
  context?: string;
}

export interface Extracted {
  snippets: Snippet[];
  /** Blocks marked as an example's file, in any language. */
  quotes: Snippet[];
  /** Fences in other languages, counted by language. */
  others: Record<string, number>;
  /** Markers that mark nothing, or say nothing the test knows. */
  problems: string[];
}

/** The snippets of one markdown file (`file` names it in messages). */
export function extractSnippets(markdown: string, file: string): Extracted {
  const lines = markdown.split('\n');
  const snippets: Snippet[] = [];
  const quotes: Snippet[] = [];
  const others: Record<string, number> = {};
  const problems: string[] = [];
  let pending: { kind?: Snippet['kind']; note?: string; context?: string; line: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const marker = /^\s*<!--\s*(snippet(?:-context)?):?([\s\S]*)$/.exec(text);
    if (marker) {
      let body = marker[2];
      while (!body.includes('-->') && i + 1 < lines.length) body += '\n' + lines[++i];
      body = body.slice(0, body.indexOf('-->')).trim();
      pending ??= { line: i + 1 };
      if (marker[1] === 'snippet-context') pending.context = [pending.context, body].filter(Boolean).join('\n');
      else {
        const [, kind, note] = /^(\w+)[,\s]*([\s\S]*)$/.exec(body) ?? [];
        if (kind !== 'fragment' && kind !== 'example')
          problems.push(`${file}:${i + 1}: unknown snippet marker "${body}"`);
        else if (!note)
          problems.push(`${file}:${i + 1}: "snippet: ${kind}" needs ${kind === 'fragment' ? 'a reason' : 'a file'}`);
        else Object.assign(pending, { kind, note: note.trim() });
      }
      continue;
    }
    const fence = /^(\s*)(```+|~~~+)\s*([\w-]*)(.*)$/.exec(text);
    if (!fence) {
      if (pending && text.trim()) {
        problems.push(`${file}:${pending.line}: a snippet marker not followed by a code block`);
        pending = undefined;
      }
      continue;
    }
    const [, indent, ticks, lang] = fence;
    const start = i + 1;
    const body: string[] = [];
    for (i++; i < lines.length && !new RegExp(`^\\s*${ticks}\\s*$`).test(lines[i]); i++)
      body.push(lines[i].startsWith(indent) ? lines[i].slice(indent.length) : lines[i]);
    const code = body.join('\n') + '\n';
    const marks = pending;
    pending = undefined;
    const snippet: Snippet = {
      where: `${file}:${start + 1}`,
      file,
      line: start + 1,
      lang,
      code,
      kind: marks?.kind ?? 'module',
      note: marks?.note,
      context: marks?.context,
    };
    if (snippet.kind === 'example') quotes.push(snippet);
    if (CHECKED[lang]) {
      snippets.push(snippet);
      continue;
    }
    if (marks && (marks.kind !== 'example' || marks.context))
      problems.push(
        `${file}:${marks.line}: a fragment or context marker on a ${lang || 'plain'} block, which is not type-checked`,
      );
    others[lang || 'plain'] = (others[lang || 'plain'] ?? 0) + 1;
    if (lang !== 'html') continue;
    // An html block's inline module scripts, each checked as a module.
    for (const script of code.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (!/\btype=["']?module\b/.test(script[1]) || /\bsrc=/.test(script[1]) || !script[2].trim()) continue;
      const offset = code.slice(0, script.index + script[0].indexOf('>') + 1).split('\n').length - 1;
      snippets.push({
        where: `${file}:${start + 1 + offset}`,
        file,
        line: start + 1 + offset,
        lang: 'mjs',
        code: script[2],
        kind: 'module',
      });
    }
  }
  if (pending) problems.push(`${file}:${pending.line}: a snippet marker not followed by a code block`);
  return { snippets, quotes, others, problems };
}

/** A JavaScript snippet's context (`declare const x: T;`, `declare function f(a: A): R;`) as JSDoc-typed declarations. */
export function contextForJs(context: string, where: string): string {
  return context
    .replace(/;\s*(?=declare\b)/g, ';\n')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const constant = /^\s*declare\s+(const|let)\s+(\w+)\s*:\s*(.+?);?\s*$/.exec(line);
      if (constant)
        return `/** @type {${constant[3]}} */ ${constant[1]} ${constant[2]} = /** @type {any} */ (undefined);`;
      const fn = /^\s*declare\s+function\s+(\w+)\s*\((.*)\)\s*:\s*(.+?);?\s*$/.exec(line);
      if (fn) return `/** @type {(${fn[2]}) => ${fn[3]}} */ const ${fn[1]} = /** @type {any} */ (undefined);`;
      throw new Error(
        `${where}: a JavaScript snippet's context takes "declare const|let|function" lines only: ${line}`,
      );
    })
    .join(' ');
}

/**
 * Types the snippets take from outside the repository's dependencies: Next.js's (only its
 * example apps install it), and the modules a bundler makes of `.vue`, `.svelte` and `.wasm`
 * files (what Vue's and Svelte's templates and Wrangler declare).
 */
const AMBIENT = `
declare module 'next' {
  type Params = { [key: string]: string | string[] | undefined };
  export interface GetStaticPropsContext { params?: Params; preview?: boolean; locale?: string }
  type Revalidate = { revalidate?: number | boolean };
  export type GetStaticPropsResult<P> = ({ props: P } | { notFound: true } | { redirect: { destination: string; permanent: boolean } }) & Revalidate;
  export type GetStaticProps<P extends { [key: string]: any } = { [key: string]: any }> = (context: GetStaticPropsContext) => Promise<GetStaticPropsResult<P>> | GetStaticPropsResult<P>;
  export type GetStaticPaths = () => Promise<{ paths: Array<string | { params: Params }>; fallback: boolean | 'blocking' }>;
}
declare module 'next/error' {
  export default function Error(props: { statusCode: number; title?: string }): import('react').ReactNode;
}
declare module 'next/head' {
  export default function Head(props: { children?: import('react').ReactNode }): import('react').ReactNode;
}
declare module 'next/link' {
  import type { AnchorHTMLAttributes, ReactNode } from 'react';
  export default function Link(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; prefetch?: boolean; children?: ReactNode }): ReactNode;
}
declare module '*.vue' {
  const component: object;
  export default component;
}
declare module '*.svelte' {
  const component: (anchor: unknown, props?: Record<string, unknown>) => unknown;
  export default component;
}
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
`;

const PACKAGE_PATHS = Object.fromEntries(
  Object.entries({
    'builder-elements': 'src/index.ts',
    'builder-elements/server': 'src/server.ts',
    'builder-elements/core': 'src/core.ts',
    'builder-elements/elements': 'types/elements.d.ts',
    'builder-elements/elements/peer-react': 'types/elements.d.ts',
    // The sources' own import (package.json `imports`), as the repository's tsconfig maps it.
    '#rsc-renderers': 'src/rsc/renderers.ts',
  }).map(([name, file]) => [name, [join(ROOT, file)]]),
);

const BASE: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  types: ['node', 'vite/client'],
  noEmit: true,
  skipLibCheck: true,
  // The package's sources import each other with their .ts extensions.
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  isolatedModules: true,
  paths: PACKAGE_PATHS,
};

/** The TypeScript snippets' project, and the JavaScript snippets' one. */
const PROJECTS = {
  ts: { ...BASE, strict: true },
  js: { ...BASE, allowJs: true, checkJs: true, strict: false },
};

/** Where in the virtual tree a snippet is compiled: an example's own path, so its relative imports resolve. */
function virtualPath(snippet: Snippet, index: number): string {
  if (snippet.kind === 'example') return join(VIRTUAL, snippet.note!);
  const name = `${snippet.file.replace(/[/.]/g, '-')}-${snippet.line}-${index}${CHECKED[snippet.lang]}`;
  return join(VIRTUAL, 'snippets', name);
}

const isJs = (snippet: Snippet) => /^(js|mjs|jsx)$/.test(snippet.lang);

interface Compiled {
  /** `where: message`, one per diagnostic, with the markdown's line. */
  errors: string[];
  files: number;
}

/** Type-checks `snippets` (none a fragment) in one project; the diagnostics name the markdown's lines. */
function compile(snippets: Snippet[], options: ts.CompilerOptions, parsed: Map<string, ts.SourceFile>): Compiled {
  const sources = new Map<string, { text: string; snippet: Snippet; contextLines: number }>();
  snippets.forEach((snippet, index) => {
    const context = snippet.context
      ? isJs(snippet)
        ? contextForJs(snippet.context, snippet.where)
        : snippet.context.replace(/\s*\n\s*/g, ' ')
      : '';
    // The context takes one line ahead of the snippet, so a diagnostic's line maps back by one subtraction.
    sources.set(virtualPath(snippet, index), {
      text: context ? `${context}\n${snippet.code}` : snippet.code,
      snippet,
      contextLines: context ? 1 : 0,
    });
  });
  const ambient = join(VIRTUAL, 'ambient.d.ts');
  const host = ts.createCompilerHost(options);
  /** A path of the virtual tree as a path of the repository (never into an example's node_modules). */
  const real = (path: string): string | undefined => {
    if (!path.startsWith(VIRTUAL + sep)) return path;
    const inside = path.slice(VIRTUAL.length + 1);
    return inside.split(sep).includes('node_modules') ? undefined : join(ROOT, inside);
  };
  const exists = (path: string) => sources.has(path) || path === ambient;
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (path) => exists(path) || (real(path) !== undefined && fileExists.call(host, real(path)!));
  host.readFile = (path) =>
    sources.get(path)?.text ?? (path === ambient ? AMBIENT : real(path) && readFile.call(host, real(path)!));
  host.directoryExists = (path) =>
    [...sources.keys()].some((file) => file.startsWith(path + sep)) ||
    (real(path) !== undefined && (directoryExists?.call(host, real(path)!) ?? false));
  host.getSourceFile = (path, target, onError) => {
    const own = sources.get(path)?.text ?? (path === ambient ? AMBIENT : undefined);
    if (own !== undefined) return ts.createSourceFile(path, own, target, true);
    // Library and package files parse the same in both projects: parse them once.
    const key = `${path}\0${typeof target === 'object' ? target.languageVersion : target}`;
    let file = parsed.get(key);
    if (!file) {
      file = getSourceFile.call(host, real(path) ?? path, target, onError);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  const program = ts.createProgram({ rootNames: [ambient, ...sources.keys()], options, host });
  const errors: string[] = [];
  // The snippets' diagnostics only: the package's own files are checked by `npm run typecheck`, with its settings.
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...[...sources.keys()].flatMap((path) => {
      const file = program.getSourceFile(path)!;
      return [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    }),
  ];
  for (const diagnostic of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const source = diagnostic.file && sources.get(diagnostic.file.fileName);
    if (!diagnostic.file || !source) {
      const where = diagnostic.file
        ? relative(ROOT, real(diagnostic.file.fileName) ?? diagnostic.file.fileName)
        : 'options';
      errors.push(`${where}: TS${diagnostic.code} ${message}`);
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const inSnippet = line - source.contextLines;
    const where =
      inSnippet < 0
        ? `${source.snippet.where} (its snippet-context)`
        : `${source.snippet.file}:${source.snippet.line + inSnippet}`;
    errors.push(`${where}: TS${diagnostic.code} ${message}`);
  }
  return { errors, files: sources.size };
}

describe('extractSnippets', () => {
  const doc = [
    '# A page',
    '<!-- snippet: fragment, one option -->',
    '```js',
    "cache: 'no-store',",
    '```',
    '<!-- snippet-context: declare const req: { url: string }; -->',
    '',
    '```ts',
    'console.log(req.url);',
    '```',
    '<!-- snippet: example examples/vue/src/App.vue -->',
    '```vue',
    '<template />',
    '```',
    '```html',
    '<script type="module">',
    "  import { builder } from 'builder-elements/core';",
    '</script>',
    '<script>classic();</script>',
    '```',
    '<!-- snippet: fragment, marks nothing -->',
    'Some text.',
  ].join('\n');
  const { snippets, quotes, others, problems } = extractSnippets(doc, 'page.md');

  it('reads each marker for the block after it, and the lines of code', () => {
    expect(snippets.map(({ where, lang, kind, note, context }) => ({ where, lang, kind, note, context }))).toEqual([
      { where: 'page.md:4', lang: 'js', kind: 'fragment', note: 'one option', context: undefined },
      {
        where: 'page.md:9',
        lang: 'ts',
        kind: 'module',
        note: undefined,
        context: 'declare const req: { url: string };',
      },
      { where: 'page.md:16', lang: 'mjs', kind: 'module', note: undefined, context: undefined },
    ]);
    expect(snippets[2].code.trim()).toBe("import { builder } from 'builder-elements/core';");
    expect(quotes.map((quote) => `${quote.where} ${quote.note}`)).toEqual(['page.md:13 examples/vue/src/App.vue']);
    expect(others).toEqual({ vue: 1, html: 1 });
  });

  it('reports a marker that marks no code block', () => {
    expect(problems).toEqual(['page.md:21: a snippet marker not followed by a code block']);
  });

  it("turns a JavaScript snippet's context into JSDoc-typed declarations", () => {
    expect(
      contextForJs('declare const req: { url: string }; declare function layout(body: string): string;', 'x'),
    ).toBe(
      '/** @type {{ url: string }} */ const req = /** @type {any} */ (undefined); /** @type {(body: string) => string} */ const layout = /** @type {any} */ (undefined);',
    );
    expect(() => contextForJs('import x from "y";', 'page.md:3')).toThrow(/page\.md:3/);
  });
});

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

describe('code snippets in README.md and docs/*.md', () => {
  const all = DOCS.map((file) => extractSnippets(readFileSync(join(ROOT, file), 'utf8'), file));
  const snippets = all.flatMap((doc) => doc.snippets);
  const fragments = snippets.filter((snippet) => snippet.kind === 'fragment');
  const examples = all.flatMap((doc) => doc.quotes);
  const checked = snippets.filter((snippet) => snippet.kind !== 'fragment');

  it('marks only code blocks, with markers it knows', () => {
    expect(all.flatMap((doc) => doc.problems)).toEqual([]);
  });

  it("quotes the examples exactly where a snippet says it is an example's file", () => {
    const differ = examples.flatMap((snippet) => {
      const file = readFileSync(join(ROOT, snippet.note!), 'utf8').split('\n');
      const quoted = snippet.code.split('\n');
      const at = quoted.findIndex((line, i) => line !== file[i]);
      if (at < 0 && quoted.length === file.length) return [];
      const line = at < 0 ? Math.min(quoted.length, file.length) : at;
      return [
        `${snippet.file}:${snippet.line + line}: differs from ${snippet.note}:${line + 1} (${JSON.stringify(file[line] ?? '(end of file)')})`,
      ];
    });
    expect(differ).toEqual([]);
  });

  it('type-checks every snippet that is not a fragment', { timeout: 60_000 }, () => {
    // A snippet that must fail, checked with the others: the check reports errors at the markdown's lines.
    const probe: Snippet = {
      where: 'probe.md:3',
      file: 'probe.md',
      line: 3,
      lang: 'tsx',
      kind: 'module',
      code: "import { BuilderContent } from 'builder-elements';\n\nexport const page = <BuilderContent model={42} />;\n",
    };
    const parsed = new Map<string, ts.SourceFile>();
    const ts_ = compile([...checked.filter((snippet) => !isJs(snippet)), probe], PROJECTS.ts, parsed);
    const js = compile(checked.filter(isJs), PROJECTS.js, parsed);
    const probed = ts_.errors.filter((error) => error.startsWith('probe.md:'));
    expect(probed).toEqual([expect.stringMatching(/^probe\.md:5: TS2322 /)]);

    const others: Record<string, number> = {};
    for (const doc of all)
      for (const [lang, count] of Object.entries(doc.others)) others[lang] = (others[lang] ?? 0) + count;
    console.info(
      [
        `doc snippets: ${checked.length} type-checked (${ts_.files - 1} TypeScript, ${js.files} JavaScript), ${fragments.length} fragments skipped:`,
        ...fragments.map((snippet) => `  ${snippet.where}: ${snippet.note}`),
        `  ${examples.length} blocks are examples' files, compared with them: ${examples.map((snippet) => snippet.note).join(', ')}`,
        `  other blocks, not type-checked: ${Object.entries(others)
          .map(([lang, count]) => `${lang} ${count}`)
          .join(', ')}`,
      ].join('\n'),
    );
    expect([...ts_.errors.filter((error) => !error.startsWith('probe.md:')), ...js.errors]).toEqual([]);
    expect(checked.length).toBeGreaterThan(20);
  });
});
