/**
 * The bundle's face for non-module scripts: `window.builderElements = { builder, Builder }` and
 * one `builder:load` window event (detail: the same object) per page, however many copies load.
 */
import { Builder, pageGlobal, builder } from '../src/core/index.ts';

/** What `window.builderElements` and the `builder:load` event's detail hold. */
export interface BuilderElementsGlobal {
  /** The page's one `Builder` instance (content API, tracking, A/B tests). */
  builder: Builder;
  /** Its class. */
  Builder: typeof Builder;
}

declare global {
  interface Window {
    builderElements?: BuilderElementsGlobal;
  }
  interface WindowEventMap {
    'builder:load': CustomEvent<BuilderElementsGlobal>;
  }
}

/** Sets `window.builderElements` (unless a copy already did) and announces it once. */
export function announceElements(): void {
  const api = (window.builderElements ??= { builder, Builder });
  const announced = pageGlobal('elements-announced', () => ({ done: false }));
  if (announced.done) return;
  announced.done = true;
  window.dispatchEvent(new CustomEvent('builder:load', { detail: api }));
}
