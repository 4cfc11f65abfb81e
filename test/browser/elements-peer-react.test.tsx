/**
 * The tags with the app's React (`builder-elements/elements/peer-react`), as an app's bundler
 * ships them: the entry is imported by the package's name, so esbuild (web-test-runner.config.mjs)
 * resolves it through package.json's exports (browser condition) to the BUILT
 * dist/builder-elements-peer-react.js and bundles it with this page's React. One React renders
 * the app and the tags: React DOM announces each copy of itself to the DevTools hook when it
 * loads, and this page counts them. Needs `npm run build` (npm test builds first).
 *
 * The entries are imported with `import(… as string)`: esbuild still bundles them (the string is
 * literal once the types are stripped) while the type check, which runs before the build, does
 * not resolve them.
 */
import { expect } from 'chai';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { inside, unmountAll } from './elements-helpers.ts';

const { serviceUrl, apiKey } = testEnv();

/** Each React DOM that loads on this page injects itself here (the DevTools protocol). */
const renderers: unknown[] = [];
const noop = () => {};
Object.assign(window, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(internals: unknown) {
      renderers.push(internals);
      return renderers.length;
    },
    checkDCE: noop,
    onScheduleFiberRoot: noop,
    onCommitFiberRoot: noop,
    onPostCommitFiberRoot: noop,
    onCommitFiberUnmount: noop,
    setStrictMode: noop,
  },
});

interface EntryModule {
  builder: object;
  Builder: new () => object;
}

// Loaded after the hook is in place: the app's React first, then the tags entry and the React API.
const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
// `as string`: the built package's own types say less than EntryModule (the test runner maps these
// names to dist/); the import stays untyped so the assertion is the one description.
/* eslint-disable @typescript-eslint/no-unnecessary-type-assertion */
const peer = (await import('builder-elements/elements/peer-react' as string)) as EntryModule;
const reactApi = (await import('builder-elements' as string)) as EntryModule;
/* eslint-enable @typescript-eslint/no-unnecessary-type-assertion */

afterEach(unmountAll);

describe('builder-elements/elements/peer-react', () => {
  it("defines the tags with the app's React: one React DOM on the page", () => {
    expect(customElements.get('builder-content')).to.be.a('function');
    expect(customElements.get('builder-text')).to.be.a('function');
    expect(renderers).to.have.length(1);
    // The app's React DOM, whichever the run maps `react-dom` to (npm run test:react18: 18.3).
    const expected = process.env.BUILDER_REACT === '18' ? /^18\./ : /^19\./;
    expect((renderers[0] as { version?: string }).version).to.match(expected);
  });

  it("shares its modules with the React API (one core class, the page's builder)", () => {
    expect(peer.Builder).to.equal(reactApi.Builder);
    expect(peer.builder).to.equal(reactApi.builder);
    expect(window.builderElements?.builder).to.equal(peer.builder);
  });

  it('renders a page from the content service inside a React app', async () => {
    const host = document.createElement('div');
    host.className = 'elements-test-holder';
    document.body.append(host);
    const root = createRoot(host);
    try {
      root.render(createElement('builder-content', { 'api-key': apiKey, 'api-host': serviceUrl, url: '/test-page' }));
      const element = await waitFor(() => host.querySelector('builder-content'), 'the tag');
      await waitFor(
        () => inside(element).querySelector('[builder-content-id="test-page"]')?.textContent?.includes('Test page'),
        'the page',
      );
      expect(renderers, 'still one React DOM').to.have.length(1);
    } finally {
      root.unmount();
    }
  });

  it('(control) the self-contained bundle brings a second React DOM', async () => {
    const url = '/dist/builder-elements.js';
    await import(/* @vite-ignore */ url); // loaded by the browser as it is, not bundled
    expect(renderers).to.have.length(2);
  });
});
