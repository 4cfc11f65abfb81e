/**
 * A `<div>` showing a block's own HTML and running its scripts once it is in the page: the
 * shared body of the Embed and Custom Code blocks.
 */
import { useEffect, useRef } from 'react';
import { withoutScripts } from './without-scripts.ts';

/** The HTML whose scripts already ran in each element, so a remount in development (StrictMode) does not run them twice. */
const ranFor = new WeakMap<Element, string>();

export interface InjectedHtmlProps {
  html: string;
  className: string;
}

/**
 * Renders `html` without its scripts and runs them after mount, and again when `html` changes.
 * React leaves the inserted DOM alone on re-renders with the same HTML, so whatever the scripts
 * change stays changed.
 */
export function InjectedHtml({ html, className }: InjectedHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || ranFor.get(element) === html) return;
    ranFor.set(element, html);
    // The code that runs scripts loads only for HTML that has some.
    if (withoutScripts(html) === html) return;
    void import('./run-scripts.ts').then((module) => {
      // Still this HTML once the code arrived: new content replaced it, and runs its own scripts.
      if (ranFor.get(element) === html) return module.runScripts(html, element);
    });
  }, [html]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: withoutScripts(html) }} />;
}
