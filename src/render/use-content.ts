/**
 * Fetching content from inside the renderer (symbols, the Router block): the entry for a
 * query, refetched when the query changes, through the core's content client.
 */
import { useEffect, useState } from 'react';
import { type BuilderContent, warnOnce, contentLoadFailed } from '../core/index.ts';
import { useRenderContext } from './context.ts';
import { fetchEntry, type FetchOptions } from './sdk.ts';

export type FetchState =
  | { status: 'loading' }
  | { status: 'loaded'; content: BuilderContent | undefined }
  | { status: 'failed'; error: unknown };

/** Loads the first entry of `model` for `options` with the render context's client; `model` undefined fetches nothing. */
export function useFetchedContent(model: string | undefined, options: FetchOptions): FetchState {
  const settings = useRenderContext();
  const query = JSON.stringify([model, options, settings.apiHost]);
  const [state, setState] = useState<{ query: string; value: FetchState }>({ query, value: { status: 'loading' } });
  useEffect(() => {
    if (!model) return;
    let subscription: { unsubscribe(): void } | undefined;
    const settle = (value: FetchState) => setState({ query, value });
    try {
      subscription = fetchEntry(settings, model, options).subscribe(
        (content) => settle({ status: 'loaded', content: content ?? undefined }),
        (error) => {
          warnOnce(`fetch:${query}`, contentLoadFailed(model), error);
          settle({ status: 'failed', error });
        },
      );
    } catch (error) {
      settle({ status: 'failed', error });
    }
    return () => subscription?.unsubscribe();
    // `query` stands for `model` and `options`.
  }, [query]); // eslint-disable-line react-hooks/exhaustive-deps
  return state.query === query ? state.value : { status: 'loading' };
}
