/**
 * Server-rendered HTML in the browser: it shows correctly with JavaScript disabled, and the
 * client hydrates it without a mismatch (repeats show their first item until hydration ends).
 */
import { expect } from 'chai';
import { BuilderContent, preloadBlocks, type BuilderContent as Content } from '../../src/index.ts';
import brewGuide from '../../demo/content/page/brew-guide.json';
import { renderContentToHtml } from '../helpers/server-render.ts';
import { waitFor } from '../helpers/browser.ts';
import { hydrate, reactSettled } from '../helpers/browser-render.tsx';
import cssProperties from '../conformance/peer/fixtures/css-properties.json';
import collegeResults from '../conformance/peer/fixtures/college-results-repeat.json';
import stateBinding from '../conformance/peer/fixtures/state-binding.json';

describe('server-rendered content', () => {
  it('css-properties.json shows its styles with JavaScript disabled', async () => {
    const { html } = await renderContentToHtml({ content: cssProperties, model: 'page' });
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-same-origin');
    frame.style.width = '1280px';
    frame.style.height = '720px';
    frame.srcdoc = `<!doctype html><html><head></head><body>${html}</body></html>`;
    document.body.append(frame);
    try {
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const doc = frame.contentDocument!;
      const box = doc.querySelector('.builder-4f5a09e2a52747f8b7cb48b880636a3c')!;
      const style = frame.contentWindow!.getComputedStyle(box);
      expect(style.backgroundColor).to.equal('rgb(255, 0, 0)');
      expect(style.getPropertyValue('--red-color').trim()).to.equal('red');
      expect(frame.contentWindow!.getComputedStyle(doc.querySelector('.builder-image')!).width).to.equal('616px');
    } finally {
      frame.remove();
    }
  });

  for (const [name, fixture, before, after] of [
    ['college-results-repeat.json', collegeResults, 'Stanford University', 'Yale University'],
    ['state-binding.json', stateBinding, 'first: (click me', 'second: (click me'],
  ] as const) {
    it(`${name} hydrates without a mismatch, then shows every repeated item`, async () => {
      const { contentHtml, defaultCss, content } = await renderContentToHtml({
        content: fixture as unknown as Content,
      });
      expect(contentHtml).to.contain(before);
      expect(contentHtml).not.to.contain(after);
      const style = document.createElement('style');
      style.setAttribute('data-builder-default-css', '');
      style.textContent = defaultCss;
      document.head.append(style);
      const host = document.createElement('div');
      host.innerHTML = contentHtml;
      document.body.append(host);
      const errors: string[] = [];
      const originalError = console.error;
      console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
      try {
        const { errors: recoverable, done } = hydrate(host, <BuilderContent content={content} />);
        await done;
        await waitFor(() => host.textContent?.includes(after), 'all repeated items');
        expect(recoverable).to.deep.equal([]);
        expect(errors.filter((e) => /hydrat|did not match/i.test(e))).to.deep.equal([]);
        expect(document.querySelectorAll('style[data-builder-default-css]')).to.have.length(1);
      } finally {
        console.error = originalError;
        style.remove();
      }
    });
  }

  it('a page with lazily loaded widgets (the demo brew guide) hydrates in place once preloadBlocks has loaded them', async () => {
    const { contentHtml, content } = await renderContentToHtml({ content: brewGuide as unknown as Content });
    const host = document.createElement('div');
    host.innerHTML = contentHtml;
    document.body.append(host);
    const before = [...host.querySelectorAll('*')];
    await preloadBlocks(content);
    const { errors: recoverable, done } = hydrate(host, <BuilderContent content={content} canTrack={false} />);
    await done;
    await reactSettled();
    expect(recoverable).to.deep.equal([]);
    expect(host.querySelector('.builder-tabs')).to.not.equal(null);
    expect(before.filter((node) => !node.isConnected).length).to.equal(0);
  });
});
