import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('layers', () => {
  it('src/core imports no React and nothing from render, blocks or elements', () => {
    const offenders = sources('src/core').filter((file) =>
      /from\s+['"](react|react-dom)(\/[^'"]*)?['"]|from\s+['"]\.\.\/(render|blocks)\/|elements\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('src/render and src/blocks never import from elements', () => {
    const offenders = [...sources('src/render'), ...sources('src/blocks')].filter((file) =>
      /from\s+['"](\.\.\/)+elements\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
