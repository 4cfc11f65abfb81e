/**
 * The built `builder-elements` and `builder-elements/server` in a React Server Components
 * graph (package.json's `react-server` condition), as a server components bundler loads them:
 * React's server build, which has no `createContext`, no `Component`, no client hooks, and
 * `'use client'` modules as client references (test/unit/rsc/client-references.mjs). Loading
 * them must not fail, and `Content` must render static blocks on the server and name only the
 * client components a page needs. Needs `npm run build` (npm test builds first).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent } from '../../src/core/index.ts';

const DIST = new URL('../../dist/', import.meta.url);
const RENDER = new URL('./rsc/render.mjs', import.meta.url);
const REGISTER = new URL('./rsc/register.mjs', import.meta.url);

interface Rendered {
  texts: string[];
  clients: string[];
  hosts: number;
  reactBuild: 'server' | 'client';
  missingFromServer: string[];
  Content: string;
  subscribeToEditor: string;
}

function render(input: { content: BuilderContent; apiKey?: string; canTrack?: boolean }): Rendered {
  const out = execFileSync(
    process.execPath,
    ['--conditions=react-server', '--import', REGISTER.href, RENDER.pathname],
    {
      input: JSON.stringify(input),
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return JSON.parse(out) as Rendered;
}

const block = (
  id: string,
  name: string,
  options: Record<string, unknown>,
  extra: Partial<BuilderBlock> = {},
): BuilderBlock => ({ '@type': BLOCK_TYPE, id, component: { name, options }, ...extra });

const page: BuilderContent = {
  id: 'rsc-page',
  data: {
    blocks: [
      block(
        'builder-section',
        'Core:Section',
        {},
        {
          children: [
            block('builder-title', 'Text', { text: '<h1>Served by the server</h1>' }),
            block('builder-columns', 'Columns', {
              columns: [
                { blocks: [block('builder-image', 'Image', { image: 'https://cdn.builder.io/a.png' })] },
                { blocks: [block('builder-button', 'Core:Button', { text: 'Go', link: '/go' })] },
              ],
            }),
          ],
        },
      ),
    ],
  },
};

describe('the server components entries in dist/', () => {
  it("load under React's server build and render a page of static blocks with no client component when it may not track", () => {
    const rendered = render({ content: page, canTrack: false });
    expect(rendered.reactBuild).toBe('server');
    expect(rendered.texts.join(' ')).toContain('Served by the server');
    expect(rendered.hosts).toBeGreaterThan(8);
    expect(rendered.clients).toEqual([]);
    // builder-elements/server gives a server component everything builder-elements does.
    expect(rendered.missingFromServer).toEqual([]);
    expect(rendered.Content).toBe('function');
    expect(rendered.subscribeToEditor).toBe('function');
  });

  it('name the tracking shell when the page tracks, and an island per block that needs the browser', () => {
    const withForm: BuilderContent = {
      ...page,
      data: {
        blocks: [
          ...page.data!.blocks!,
          block(
            'builder-form',
            'Form:Form',
            {},
            { children: [block('builder-input', 'Form:Input', { name: 'email' })] },
          ),
        ],
      },
    };
    const rendered = render({ content: withForm, apiKey: 'key' });
    expect(rendered.clients).toEqual(['ContentShell', 'BlockIsland']);
    expect(rendered.texts.join(' ')).toContain('Served by the server');
  });

  it("import only what React's server build has from react, by name", () => {
    const files = readdirSync(new URL('rsc/', DIST), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.js') && file !== 'html.js' && !isClientModule(file),
    );
    const named = new Set<string>();
    for (const file of files) {
      const source = readFileSync(new URL(`rsc/${file}`, DIST), 'utf8');
      for (const [, list] of source.matchAll(/import\{([^}]*)\}from"react"/g))
        for (const item of list.split(',')) named.add(item.trim().split(/\s+as\s+/)[0]);
    }
    // What React's server build (the `react-server` condition the server components entry runs under) exports.
    const serverBuild = Object.keys(
      createRequire(import.meta.url)(
        fileURLToPath(new URL('../../node_modules/react/react.react-server.js', import.meta.url)),
      ) as object,
    );
    expect([...named].filter((name) => !serverBuild.includes(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(0);
  });
});

/** The `'use client'` modules and the renderer they take (client code, in dist/rsc/ beside the server's). */
function isClientModule(file: string): boolean {
  return /^renderers/.test(file) || /^\s*'use client'/.test(readFileSync(new URL(`rsc/${file}`, DIST), 'utf8'));
}
