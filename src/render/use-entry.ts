/**
 * `useEntry`: the one way a component fetches and shows an entry (`BuilderContent`, Gen 1's data
 * component, the Symbol and Router blocks). It fetches through the core (in-flight requests
 * shared), takes the editor's updates, chooses the A/B variation and reports load and failure
 * once. Where the callers differ on purpose, an option says so.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  applyVariation,
  isAbTest,
  warnOnce,
  contentLoadFailed,
  type AbTest,
  type BuilderContent,
} from '../core/index.ts';
import { useRenderContext } from './context.ts';
import { useEditedContent, useEditorReport } from './editing/use-editor.ts';
import { chooseVariation, fetchEntry, type ClientSettings, type FetchOptions } from './sdk.ts';
import { useBrowserLayoutEffect, useHydrating } from './server-pass.ts';
import { serverChosenVariation, shownVariation } from './variant-choice.ts';

export interface EntryOptions {
  /** The model fetched, and named to the editor. */
  model: string;
  /** The entry's query; its `entry` id also names the content to the editor. */
  query: FetchOptions;
  /** Whether to fetch it; else only `given` is shown. */
  fetches: boolean;
  /** Content given inline, shown unless a fetch answers with an entry (a preview's draft). */
  given?: BuilderContent;
  /** What it fetches and tracks with: the render context's unless given. */
  settings?: ClientSettings;
  /** Show what the editor sends and report to it (content a page shows; not symbols, not routes). */
  editing?: boolean;
  /**
   * Show A/B tests as server HTML did: the template chooser's pick, or every variation side by
   * side when the app's own render was hydrated (`test`).
   */
  serverRendered?: boolean;
  /** `given` content counts as loaded for `onLoad` (else only a fetch's answer or the editor's). */
  givenIsLoaded?: boolean;
  /** Called once per entry shown (`undefined` when none matched), in the commit that shows it. */
  onLoad?: (shown: BuilderContent | undefined) => void;
  /** Called once per failed fetch. */
  onError?: (error: unknown) => void;
  /** Failures go to `onError` only, not to the console. */
  quiet?: boolean;
}

export interface Entry {
  /** The entry to show: the editor's, else the visitor's variation. */
  shown?: BuilderContent;
  /** A server-rendered A/B test to show side by side (`serverRendered`). */
  test?: AbTest;
  /** `idle` when it fetches nothing. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error?: unknown;
}

type Answer = { key: string } & (
  { status: 'loaded'; content: BuilderContent | undefined } | { status: 'failed'; error: unknown }
);

/** The entry of `model` for `query`, refetched when the query changes. */
export function useEntry(options: EntryOptions): Entry {
  const { model, query, fetches, given, editing = false, serverRendered = false } = options;
  const callbacks = useRef(options);
  callbacks.current = options;
  const context = useRenderContext();
  const settings = options.settings ?? context;

  const key = JSON.stringify([model, query, settings.apiHost]);
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    if (!fetches) return;
    let subscription: { unsubscribe(): void } | undefined;
    const fail = (error: unknown): void => {
      setAnswer({ key, status: 'failed', error });
      callbacks.current.onError?.(error);
    };
    try {
      subscription = fetchEntry(settings, model, query).subscribe(
        (content) => setAnswer({ key, status: 'loaded', content: content ?? undefined }),
        (error) => {
          if (!callbacks.current.quiet) warnOnce(`fetch:${key}`, contentLoadFailed(model), error);
          fail(error);
        },
      );
    } catch (error) {
      fail(error);
    }
    return () => subscription?.unsubscribe();
    // `key` stands for the model, the query and the host.
  }, [key, fetches, settings.client]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = fetches && answer?.key === key ? answer : undefined;
  const fetched = current?.status === 'loaded' ? current : undefined;
  const raw = fetched?.content ?? given;
  const edited = useEditedContent({ model, entry: query.entry, id: raw?.id }, editing);
  // An A/B test rendered on the server (or hydrated) by the app's own React render shows every
  // variation side by side (./variant-roots.tsx), from then on; not when a template chooser
  // (`renderContentToHtml`) already put the chosen one in place.
  const hydrating = useHydrating();
  const [hydrated] = useState(hydrating ? raw : undefined);
  const test =
    serverRendered &&
    !edited &&
    raw &&
    raw === hydrated &&
    settings.canTrack &&
    isAbTest(raw) &&
    !serverChosenVariation(raw)
      ? raw
      : undefined;
  // The editor's content is shown as sent: it is the variation being edited. Server HTML
  // shows the variation its chooser script picked; the client keeps it.
  const shown = useMemo(
    () =>
      edited ??
      (test
        ? applyVariation(test, shownVariation(test))
        : raw
          ? ((serverRendered ? serverChosenVariation(raw) : undefined) ?? chooseVariation(settings, raw))
          : undefined),
    [edited, raw, test, settings.canTrack], // eslint-disable-line react-hooks/exhaustive-deps -- the choice depends on consent, not on the settings object
  );
  const editorKey = query.entry ? `${model}:${query.entry}` : model;
  const fetch = fetches
    ? { model, key: editorKey, entry: query.entry, url: query.url, locale: query.locale, ...query.options }
    : undefined;
  useEditorReport({ model, key: editorKey, fetch, shown, fromEditor: !!edited }, editing);

  const done = (options.givenIsLoaded && given !== undefined) || !!fetched || !!edited;
  const reported = useRef<unknown>(null);
  // In the commit that shows the content: a tag's `loading` goes in the same frame as its fallback.
  useBrowserLayoutEffect(() => {
    if (!done || reported.current === shown) return;
    reported.current = shown;
    callbacks.current.onLoad?.(shown);
  }, [shown, done]);

  const status = !fetches ? 'idle' : (current?.status ?? 'loading');
  return { shown, test, status, error: current?.status === 'failed' ? current.error : undefined };
}

/** A short stable hash (djb2) of a JSON-able value, for cache keys. */
export function hashOf(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
