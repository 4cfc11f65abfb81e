/**
 * The browser half of a server-rendered A/B test, written as typed code and sent as an inline
 * script (its compiled source, by `Function.prototype.toString`). It must run before the app
 * loads, so it is small, has no imports, and references nothing outside itself: the rule it
 * applies (`pickVariation`, `rollShares`) arrives as arguments, the same functions the core uses.
 *
 * The server writes, for each test: the variations' `<template>`s, the default content, then a
 * call `run(currentScript, …)`. Everything between the last template and the call is the
 * default content, whatever React put there (styles with `data-precedence`, resource links,
 * hoisted tags): it is swapped as a whole for the chosen template's content.
 *
 * Inside a React tree that hydrates as a whole (a Next.js page), the DOM must stay as the server
 * sent it. There every variation is rendered side by side, a `<style>` hides all but the default,
 * and `show(currentScript, …)` swaps that style's rule through the CSSOM for one that hides all
 * but the chosen variation: no node is added, moved or removed.
 */
import type { Share, VariationPick } from '../../core/index.ts';

/** What the chooser is told by the server (names shared with the renderer and the core). */
export interface ChooserNames {
  /** The page-wide object holding `run` and `chosen` (content id → variation shown). */
  global: string;
  cookiePrefix: string;
  templateAttribute: string;
  /** Marks where the default content ends inside a tag's shadow root (scripts do not run there). */
  anchorAttribute: string;
  /** Names the test whose variations a `<style>` hides (variations rendered side by side). */
  variantsStyleAttribute: string;
  /** Leave the installing script in place (it is part of a React tree that hydrates). */
  keepScript?: boolean;
}

/** The page-wide object the chooser defines; the client reads `chosen` to hydrate what is shown. */
export interface ChooserGlobal {
  chosen: Record<string, string>;
  /** Chooses for the test whose call (`end`: the script, or the anchor in a shadow root) follows its default content. */
  run?: (end: ChildNode, ...test: TestArguments) => void;
  /** The same for content in the shadow root of the script's parent (a server-rendered tag). */
  runInShadowRoot?: (script: HTMLScriptElement, ...test: TestArguments) => void;
  /** Variations rendered side by side (content id → variation shown), chosen by `show`. */
  shown?: Record<string, string>;
  /** Chooses for the test whose variations precede `script`, all rendered, and shows that one through its style's rule. */
  show?: (script: HTMLScriptElement, ...test: TestArguments) => void;
}

/** A test's id, its variations' ids, their shares (null: unusable), the cookie's days, and whether it may track. */
type TestArguments = [id: string, known: string[], shares: Share[] | null, days: number, track: boolean];

type PickVariation = (
  isKnown: (id: string | null | undefined) => id is string,
  forced: string | null | undefined,
  stored: string | null | undefined,
  draw: () => string | undefined,
) => VariationPick;
type RollShares = (shares: readonly Share[], roll: number, fallback: string) => string;
type VariantsCss = (contentId: string, shownId: string) => string;

export function installVariantChooser(
  names: ChooserNames,
  pickVariation: PickVariation,
  rollShares: RollShares,
  variantsCss?: VariantsCss,
): void {
  const page = window as unknown as Record<string, unknown> & { builderNoTrack?: unknown };
  const state = (page[names.global] ??= { chosen: {} }) as ChooserGlobal;

  function readCookie(name: string): string | undefined {
    for (const pair of document.cookie ? document.cookie.split('; ') : []) {
      const eq = pair.indexOf('=');
      if (pair.slice(0, eq) !== name) continue;
      try {
        return decodeURIComponent(pair.slice(eq + 1));
      } catch {
        return undefined;
      }
    }
    return undefined;
  }

  function writeCookie(name: string, value: string, days: number): void {
    const attributes = location.protocol === 'https:' ? '; Secure; SameSite=None' : '; SameSite=Lax';
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${new Date(Date.now() + days * 864e5).toUTCString()}; path=/${attributes}`;
  }

  function choose(id: string, known: string[], shares: Share[] | null, days: number): string {
    const name = names.cookiePrefix + id;
    const params = new URLSearchParams(location.search);
    const stored = readCookie(name);
    const isKnown = (value: string | null | undefined): value is string =>
      !!value && (value === id || known.includes(value));
    const draw = () => (shares ? rollShares(shares, Math.random(), id) : undefined);
    const pick = pickVariation(isKnown, params.get(name) ?? params.get(`builder_tests_${id}`), stored, draw);
    if (pick.remember) writeCookie(name, pick.remember, days);
    return pick.id ?? id;
  }

  /** The variation this visitor sees: the default unless the test may track. */
  function shownFor(id: string, known: string[], shares: Share[] | null, days: number, track: boolean): string {
    try {
      if (track && !(page.builderNoTrack || navigator.doNotTrack === '1')) return choose(id, known, shares, days);
    } catch {
      // a cookie or URL the page cannot read: the default
    }
    return id;
  }

  const isTemplate = (node: Node): node is HTMLTemplateElement =>
    node instanceof HTMLTemplateElement && node.hasAttribute(names.templateAttribute);

  state.run = (end, id, known, shares, days, track) => {
    const defaults: ChildNode[] = [];
    let node = end.previousSibling;
    for (; node && !isTemplate(node); node = node.previousSibling) defaults.push(node);
    const templates: HTMLTemplateElement[] = [];
    for (
      ;
      node && (isTemplate(node) || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()));
      node = node.previousSibling
    ) {
      if (isTemplate(node)) templates.push(node);
    }
    const shown = shownFor(id, known, shares, days, track);
    state.chosen[id] = shown;
    const chosen =
      shown === id ? undefined : templates.find((template) => template.getAttribute(names.templateAttribute) === shown);
    if (chosen) {
      end.before(chosen.content);
      for (const stale of defaults) stale.remove();
    }
    for (const template of templates) template.remove();
    end.remove();
  };

  state.runInShadowRoot = (script, ...test) => {
    const host = script.parentNode as Element | null;
    const anchor = host?.shadowRoot?.querySelector(`[${names.anchorAttribute}]`);
    script.remove();
    if (anchor) state.run!(anchor, ...test);
  };

  state.show = (script, id, known, shares, days, track) => {
    const shown = shownFor(id, known, shares, days, track);
    (state.shown ??= {})[id] = shown;
    if (shown === id || !variantsCss) return;
    for (const style of script.parentNode?.querySelectorAll('style') ?? []) {
      const sheet = style.getAttribute(names.variantsStyleAttribute) === id ? style.sheet : null;
      if (!sheet) continue;
      sheet.deleteRule(0);
      sheet.insertRule(variantsCss(id, shown));
    }
  };
  if (!names.keepScript) document.currentScript?.remove();
}
