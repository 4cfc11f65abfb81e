/**
 * The shipped server entry as an app's Node server runs it: `builder-elements/server` imported by
 * name in a plain Node process (no Vite), from an app folder whose node_modules holds the kit
 * (its package.json and dist/), its dependencies and the app's React: the repository's React 19,
 * or React 18.3 from test/react18 under `npm run test:react18`. React 18's Node build of
 * react-dom/server has no renderToReadableStream, so an entry that names it cannot even load
 * there. Needs `npm run build` (npm test builds first).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACT_18, REACT18_DIR } from '../react18/select.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const KIT_MODULES = path.join(ROOT, 'node_modules');
const REACT_MODULES = REACT_18 ? path.join(REACT18_DIR, 'node_modules') : KIT_MODULES;
let app = '';

/** Links `name` (from `modules`) and, recursively, its dependencies into the app's node_modules. */
function link(name: string, modules: string): void {
  const target = path.join(app, 'node_modules', name);
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  symlinkSync(path.join(modules, name), target, 'dir');
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const dependency of Object.keys(dependencies)) link(dependency, modules);
}

/** Runs `code` as an ES module in the app folder and parses what it prints. */
function runInApp(code: string): unknown {
  // --preserve-symlinks: the kit's imports resolve from the app's node_modules, as in an install,
  // not from the repository the links point into (where React 19 is).
  const out = execFileSync(process.execPath, ['--preserve-symlinks', '--input-type=module', '-e', code], {
    cwd: app,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

beforeAll(() => {
  if (!existsSync(path.join(ROOT, 'dist', 'server.js')))
    throw new Error('dist/server.js is missing: run `npm run build` first');
  app = mkdtempSync(path.join(tmpdir(), 'builder-server-app-'));
  const kit = path.join(app, 'node_modules', 'builder-elements');
  mkdirSync(kit, { recursive: true });
  symlinkSync(path.join(ROOT, 'package.json'), path.join(kit, 'package.json'), 'file');
  symlinkSync(path.join(ROOT, 'dist'), path.join(kit, 'dist'), 'dir');
  const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(dependencies)) link(name, KIT_MODULES);
  for (const name of ['react', 'react-dom']) link(name, REACT_MODULES);
});

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe(`dist/server.js in a Node app with React ${REACT_18 ? '18' : '19'}`, () => {
  it("loads with the app's React and renders a page: blocks, a widget, CSS as written", () => {
    const result = runInApp(`
      import { version } from 'react';
      import { renderContentToHtml } from 'builder-elements/server';
      const block = (id, name, options) => ({ '@type': '@builder.io/sdk:Element', id, component: { name, options } });
      const content = {
        id: 'node-app',
        data: {
          cssCode: '.quote > p { font-family: "Lora"; }',
          blocks: [
            block('builder-hello', 'Text', { text: '<p>Hello from Node</p>' }),
            block('builder-tabs', 'Builder:Tabs', { tabs: [{ label: [block('builder-tab', 'Text', { text: 'Tab one' })], content: [block('builder-panel', 'Text', { text: 'Panel one' })] }] }),
          ],
        },
      };
      const { contentHtml, title } = await renderContentToHtml({ content, model: 'page', canTrack: false });
      console.log(JSON.stringify({ version, contentHtml, title: title ?? null }));
    `) as { version: string; contentHtml: string };
    expect(result.version.startsWith(REACT_18 ? '18.' : '19.'), result.version).toBe(true);
    expect(result.contentHtml).toMatch(/^<div builder-content-id="node-app" builder-model="page"><style>/);
    expect(result.contentHtml).toContain('.quote > p { font-family: "Lora"; }');
    expect(result.contentHtml).toContain('<p>Hello from Node</p>');
    expect(result.contentHtml).toContain('Tab one');
    expect(result.contentHtml).toContain('Panel one');
  });
});
