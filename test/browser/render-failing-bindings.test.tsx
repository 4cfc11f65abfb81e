/**
 * Failing bindings in Chromium, as a visitor sees them: the differential suite's hand-written
 * page (test/reference/cases/failing-bindings.json), whose bindings throw, read names nothing
 * defines or read `name` (the window's name in Builder's Gen 2 SDK, empty in a fresh tab). Each
 * target is `undefined`, as in the reference: the text the editor stored ("Enter some text...")
 * never shows, a failing `show` hides its block, a failing `hide` does not. The React API, the
 * `<builder-content>` tag and server HTML hydrated in the browser all show the same.
 */
import { expect } from 'chai';
import '../../elements/index.ts';
import { BuilderContent, type BuilderContent as Content } from '../../src/index.ts';
import failingBindings from '../reference/cases/failing-bindings.json';
import { waitFor } from '../helpers/browser.ts';
import { hydrate, mount } from '../helpers/browser-render.tsx';
import { renderContentToHtml } from '../helpers/server-render.ts';

const content = () => structuredClone(failingBindings) as unknown as Content;

/** What a visitor sees of each block of the page (its rendered text; null when it is not there). */
function seen(root: ParentNode) {
  const text = (id: string) => root.querySelector<HTMLElement>(`[builder-id="${id}"]`)?.innerText ?? null;
  const linked = root.querySelector<HTMLElement>('[builder-id="builder-attribute-fails"]')!;
  return {
    boundOk: text('builder-bound-ok'),
    windowName: text('builder-window-name'),
    unknownName: text('builder-unknown-name'),
    throws: text('builder-throws'),
    showFails: text('builder-show-fails'),
    hideFails: text('builder-hide-fails'),
    button: text('builder-button-fails'),
    repeat: text('builder-repeat-fails'),
    after: text('builder-after'),
    linked: { tag: linked.tagName, title: linked.getAttribute('title'), href: linked.getAttribute('href') },
    styledColor: getComputedStyle(root.querySelector('[builder-id="builder-style-fails"]')!).color,
  };
}

/** What the reference renders for this page (checked against it by the differential suite). */
const EXPECTED = {
  boundOk: 'Bound title',
  windowName: '',
  unknownName: '',
  throws: '',
  showFails: null,
  hideFails: 'Hidden only when its hide binding holds',
  button: '',
  repeat: null,
  after: 'The block after them',
  linked: { tag: 'DIV', title: null, href: null },
  styledColor: 'rgb(0, 128, 0)',
};

describe('failing bindings', () => {
  before(() => expect(window.name, "a fresh tab's name, which `return name` reads").to.equal(''));

  it('the React API shows nothing where a binding fails, never the stored text', async () => {
    const host = mount(<BuilderContent model="page" content={content()} canTrack={false} />);
    await waitFor(() => host.querySelector('[builder-id="builder-after"]'), 'the page');
    expect(seen(host)).to.deep.equal(EXPECTED);
    expect(host.innerText).not.to.contain('Enter some text...');
  });

  it('<builder-content> shows the same', async () => {
    const element = document.createElement('builder-content') as HTMLElement & { content: Content };
    element.setAttribute('model', 'page');
    element.setAttribute('can-track', 'false');
    element.content = content();
    document.body.append(element);
    try {
      const root = await waitFor(
        () => element.shadowRoot?.querySelector('[builder-id="builder-after"]') && element.shadowRoot,
        'the page',
      );
      expect(seen(root)).to.deep.equal(EXPECTED);
    } finally {
      element.remove();
    }
  });

  it('server HTML shows the same and hydrates without a mismatch', async () => {
    const { contentHtml, defaultCss } = await renderContentToHtml({
      content: content(),
      model: 'page',
      canTrack: false,
    });
    const style = document.createElement('style');
    style.textContent = defaultCss;
    document.head.append(style);
    const host = document.createElement('div');
    host.innerHTML = contentHtml;
    document.body.append(host);
    const errors: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    try {
      expect(seen(host), 'before hydration').to.deep.equal(EXPECTED);
      const { errors: recoverable, done } = hydrate(
        host,
        <BuilderContent model="page" content={content()} canTrack={false} />,
      );
      await done;
      expect(recoverable).to.deep.equal([]);
      expect(errors.filter((e) => /hydrat|did not match/i.test(e))).to.deep.equal([]);
      expect(seen(host), 'after hydration').to.deep.equal(EXPECTED);
    } finally {
      console.error = originalError;
      style.remove();
      host.remove();
    }
  });
});
