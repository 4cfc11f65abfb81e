/**
 * Page-wide settings from `<builder-init>`: the API key, API host and tracking consent every
 * tag uses unless it has its own. Kept under a page global (one per page, whichever copy of
 * the bundle set them) and applied to the page's `builder`; tags re-render when they change.
 */
import { useSyncExternalStore } from 'react';
import { trustEditorHosts, pageGlobal, builder, defaultCanTrack } from '../src/core/index.ts';

export interface PageSettings {
  apiKey?: string;
  apiHost?: string;
  /** `false` turns tracking off; `true` allows it unless the visitor's browser rules it out (bots, opt-out). */
  canTrack?: boolean;
  /** Comma-separated hosts added (page-wide, never removed) to the trusted editor hosts. */
  trustedHosts?: string;
}

interface SettingsStore {
  value: PageSettings;
  listeners: Set<() => void>;
}

const store = (): SettingsStore => pageGlobal('element-settings', () => ({ value: {}, listeners: new Set() }));

/** The current page-wide settings. */
export function pageSettings(): PageSettings {
  return store().value;
}

/** Replaces the page-wide settings, applies them to `builder` and tells every tag. */
export function setPageSettings(settings: PageSettings): void {
  const state = store();
  const { apiKey, apiHost, canTrack } = settings;
  if (settings.trustedHosts) trustEditorHosts(settings.trustedHosts);
  if (apiKey) builder.apiKey = apiKey;
  if (apiHost) builder.apiHost = apiHost;
  // Only a change of the setting touches `builder`: without one, the visitor's default applies.
  if (canTrack !== state.value.canTrack) builder.canTrack = canTrack !== false && defaultCanTrack();
  state.value = { ...settings };
  for (const listener of [...state.listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  const { listeners } = store();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page-wide settings, re-rendering the caller when `<builder-init>` changes them. */
export function usePageSettings(): PageSettings {
  return useSyncExternalStore(subscribe, pageSettings, pageSettings);
}
