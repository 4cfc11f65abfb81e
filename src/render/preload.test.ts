import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent } from '../core/index.ts';
import { componentsUsed } from './preload.ts';
import { MAX_SYMBOL_DEPTH } from './root-context.ts';

const block = (name: string, options: Record<string, unknown> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  component: { name, options },
});

/** A page whose symbols hold each other `levels` deep, `innermost` in the last one. */
function nestedSymbols(levels: number, innermost: string): BuilderContent {
  let content: BuilderContent = { data: { blocks: [block(innermost)] } };
  for (let i = 0; i < levels; i++) content = { data: { blocks: [block('Symbol', { symbol: { content } })] } };
  return content;
}

describe('componentsUsed', () => {
  it('names the components of symbols as deep as symbols render (their lazy code is loaded before hydration)', () => {
    // The page is depth 0; a block inside MAX_SYMBOL_DEPTH symbols still renders.
    expect(componentsUsed(nestedSymbols(MAX_SYMBOL_DEPTH, 'Video'))).toEqual(new Set(['Symbol', 'Video']));
  });

  it('stops one level past that (a cycle ends there too)', () => {
    expect(componentsUsed(nestedSymbols(MAX_SYMBOL_DEPTH + 1, 'Video')).has('Video')).toBe(false);
  });
});
