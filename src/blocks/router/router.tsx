/**
 * The Core:Router block: shows the entry of `model` that targets the current path, and follows
 * in-page navigation: links inside content push history and dispatch `popstate` (see
 * src/render/links.ts), and so do the browser's back and forward buttons.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { type BlockComponent, ContentRoot, RenderContext, useRenderContext, useEntry } from '../../render/index.ts';
import type { routerInputs } from './router.inputs.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const currentPath = () => location.pathname + location.search;
const serverPath = () => '/';

/** The current path and query, updated on navigation (`/` on the server). */
function usePath(follow: boolean): string {
  return useSyncExternalStore(follow ? subscribe : () => () => {}, currentPath, serverPath);
}

/** The Core:Router block. */
export const Router: BlockComponent<typeof routerInputs> = ({ model = 'page', handleRouting = true }) => {
  const ctx = useRenderContext();
  const path = usePath(handleRouting);
  const { shown: content } = useEntry({
    model,
    query: { url: path, key: `${model}:${path}`, apiKey: ctx.apiKey, apiVersion: ctx.apiVersion, locale: ctx.locale },
    fetches: true,
  });
  const inner = useMemo(() => ({ ...ctx, depth: ctx.depth + 1 }), [ctx]);
  return (
    <div className="builder-router" data-model={model}>
      {content && (
        <RenderContext.Provider value={inner}>
          <ContentRoot key={`${path}:${content.id}`} content={content} model={model} />
        </RenderContext.Provider>
      )}
    </div>
  );
};
