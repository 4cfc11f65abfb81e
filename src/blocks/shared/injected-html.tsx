/**
 * A `<div>` showing a block's own HTML and running its scripts once it is in the page: the
 * shared body of the Embed and Custom Code blocks. In a custom element's shadow root the HTML
 * lives in the element's light DOM, slotted back into place (../../render/light-dom.ts), so the
 * owner's scripts and the page's styles find it as they would on a page without shadow DOM.
 * On the server and while hydrating it renders in place, then moves; scripts run after that.
 */
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BuilderBlock } from '../../core/index.ts';
import { contentHtml, useLightDomHost, useServerPass } from '../../render/index.ts';
import { withoutScripts } from './without-scripts.ts';

/** The HTML whose scripts already ran in each element, so a remount in development (StrictMode) does not run them twice. */
const ranFor = new WeakMap<Element, string>();

export interface InjectedHtmlProps {
  html: string;
  className: string;
  /** The block, named in the warning when the HTML holds one of the kit's tags. */
  block?: BuilderBlock;
}

/**
 * Renders `html` without its scripts and runs them after mount, and again when `html` changes.
 * React leaves the inserted DOM alone on re-renders with the same HTML, so whatever the scripts
 * change stays changed.
 */
export function InjectedHtml({ html, className, block }: InjectedHtmlProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const host = useLightDomHost();
  const serverPass = useServerPass();
  const slot = `builder-html${useId().replace(/[^\w-]/g, '-')}`;
  const lightDom = !!host && !serverPass;

  useEffect(() => {
    if (!element || serverPass || ranFor.get(element) === html) return;
    ranFor.set(element, html);
    if (withoutScripts(html) === html) return;
    // The code that runs scripts loads only for HTML that has some.
    void import('./run-scripts.ts').then((module) => {
      // Still this HTML once the code arrived: new content replaced it, and runs its own scripts.
      if (ranFor.get(element) === html) return module.runScripts(html, element);
    });
  }, [html, element, serverPass]);

  const markup = contentHtml(withoutScripts(html), false, block);
  if (!lightDom) return <div ref={setElement} className={className} dangerouslySetInnerHTML={markup} />;
  return (
    <div className={className}>
      <slot name={slot} />
      {createPortal(
        <div ref={setElement} slot={slot} className={`${className}-html`} dangerouslySetInnerHTML={markup} />,
        host,
      )}
    </div>
  );
}
