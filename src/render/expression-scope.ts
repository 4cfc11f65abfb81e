/** The scope expressions of a block run against: the render context's state, context and SDK facades. */
import type { BuilderBlock } from '../core/index.ts';
import type { RenderContextValue } from './context.ts';
import type { ExpressionScope } from './expression/evaluate.ts';
import { createFacades } from './sdk.ts';

/** What expressions inside `block` see (the SDK through the content root's facades). */
export function expressionScope(
  block: BuilderBlock | undefined,
  ctx: RenderContextValue,
  event?: unknown,
): ExpressionScope {
  const { builder, Builder } = ctx.facades?.() ?? createFacades(ctx);
  return {
    state: ctx.state,
    context: ctx.context,
    block,
    event,
    builder,
    Builder,
    sandbox: ctx.sandbox,
    programs: ctx.programs,
    budget: ctx.budget,
  };
}
