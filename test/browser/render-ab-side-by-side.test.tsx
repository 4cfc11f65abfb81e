/**
 * An A/B test in server HTML that an app renders with its own React server render (Next.js and
 * the like: `BuilderContent` or `Content` inside the app's tree, no `renderContentToHtml`). Every
 * variation is rendered side by side; the inline chooser shows the visitor's one as the HTML is
 * parsed (cookie, URL, else a draw it stores) by swapping a style rule, and the client hydrates
 * the same tree: no node is removed, no mismatch, and the one shown stays shown.
 */
import { expect } from 'chai';
import { renderToString } from 'react-dom/server';
import { BuilderContent, type BuilderContent as Content } from '../../src/index.node.ts';
import abTest from '../conformance/peer/fixtures/ab-test.json';
import { hydrate, reactSettled, unmount } from '../helpers/browser-render.tsx';

const ID = '691abdd7105c4cf7b9609995fc1fb56c';
const VARIATION_1 = '661775df8c2c41d6afc0aa1b5fd1dd61';
const VARIATION_2 = 'd7b7153da32c4d219b9b5c63ec129c94';
const TEXT: Record<string, string> = {
  [ID]: 'This is the default variation!',
  [VARIATION_1]: 'This is variation 1',
  [VARIATION_2]: 'text only in variation 2',
};
const COOKIE = `builder.tests.${ID}`;
const content = abTest as unknown as Content;

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
const clearCookie = (name: string) =>
  void (document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

/** The app's server HTML inserted the way a parser would: its scripts run as they are added. */
function loadPage(html: string): HTMLElement {
  delete (window as { __builderVariants?: unknown }).__builderVariants;
  const host = document.createElement('div');
  document.body.append(host);
  host.append(document.createRange().createContextualFragment(html));
  return host;
}

/** The text of every variation root a visitor can see. */
function visible(host: HTMLElement): string[] {
  return [...host.querySelectorAll<HTMLElement>(':scope > [builder-content-id]')]
    .filter((root) => root.checkVisibility())
    .map((root) => Object.values(TEXT).find((text) => root.textContent?.includes(text)) ?? '?');
}

/** Hydrates `host` as the app does; resolves with React's recoverable errors and the console's hydration errors. */
async function hydrateApp(host: HTMLElement, onLoad?: (shown: Content | undefined) => void): Promise<string[]> {
  const errors: string[] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    const message = args.map(String).join(' ');
    if (/hydrat|did not match/i.test(message)) errors.push(message);
  };
  try {
    const hydration = hydrate(host, <BuilderContent content={content} onLoad={onLoad} />);
    await hydration.done;
    await reactSettled();
    errors.push(...hydration.errors.map(String));
  } finally {
    console.error = originalError;
  }
  return errors;
}

describe("A/B test rendered side by side by the app's own server render", () => {
  const hosts: HTMLElement[] = [];
  const html = () => renderToString(<BuilderContent content={content} />);
  beforeEach(() => clearCookie(COOKIE));
  afterEach(() => {
    for (const host of hosts.splice(0)) unmount(host);
    clearCookie(COOKIE);
  });

  it('sends every variation and shows the default without JavaScript', () => {
    const markup = html();
    for (const text of Object.values(TEXT)) expect(markup).to.contain(text);
    const frame = document.createElement('div');
    frame.innerHTML = markup; // innerHTML runs no script: what a visitor without JavaScript sees
    document.body.append(frame);
    hosts.push(frame);
    expect(visible(frame)).to.deep.equal([TEXT[ID]]);
  });

  for (const variation of [VARIATION_1, VARIATION_2, ID]) {
    it(`shows the variation the cookie names (${variation === ID ? 'the default' : variation.slice(0, 6)}) and hydrates it without removing a node`, async () => {
      document.cookie = `${COOKIE}=${variation}; path=/`;
      const host = loadPage(html());
      hosts.push(host);
      expect(visible(host)).to.deep.equal([TEXT[variation]]);
      const nodes = [...host.querySelectorAll('*')];
      let loaded: Content | undefined;
      const errors = await hydrateApp(host, (shown) => (loaded = shown));
      expect(errors).to.deep.equal([]);
      expect(nodes.filter((node) => !node.isConnected)).to.have.length(0);
      expect(visible(host)).to.deep.equal([TEXT[variation]]);
      expect(loaded?.testVariationId, 'onLoad gets the variation shown').to.equal(variation);
    });
  }

  it('draws a variation for a new visitor and stores it for 30 days', async () => {
    const host = loadPage(html());
    hosts.push(host);
    const stored = readCookie(COOKIE);
    expect([ID, VARIATION_1, VARIATION_2]).to.include(stored);
    expect(visible(host)).to.deep.equal([TEXT[stored!]]);
    expect(await hydrateApp(host)).to.deep.equal([]);
    expect(visible(host)).to.deep.equal([TEXT[stored!]]);
  });

  it('renders only the default variation when the content may not track', () => {
    const markup = renderToString(<BuilderContent content={content} canTrack={false} />);
    expect(markup).to.contain(TEXT[ID]);
    expect(markup).not.to.contain(TEXT[VARIATION_1]);
  });
});
