/**
 * Conformance: links and in-page navigation (link-component.spec "Link URL", "Columns" is in
 * columns.test.tsx; dynamic-content.spec "Link URL"; js-code.spec and ssr-navigation-repeat.spec
 * navigation from the homepage).
 */
import { expect } from 'chai';
import type { LinkProps } from '../../src/index.ts';
import {
  byText,
  cleanup,
  click,
  findByText,
  goTo,
  isVisible,
  renderApp,
  renderRoute,
  viewport,
  waitFor,
  waitForText,
} from './harness.tsx';

/** A router's link component, as an app would pass through `renderLink`. */
const customLink = ({ children, ...props }: LinkProps) => <a {...props}>Custom Link: {children}</a>;

describe('conformance: links', () => {
  before(() => viewport());
  afterEach(() => cleanup());
  after(() => goTo('/'));

  describe('homepage.json (/)', () => {
    it('renders exactly 11 anchors, one per linked Core:Button, none "Custom Link"', async () => {
      await renderRoute('/');
      const anchors = [...document.querySelectorAll('a')];
      expect(anchors).to.have.length(11);
      for (const a of anchors) {
        expect(a.getAttribute('href')).to.match(/^\//);
        expect(a.textContent).not.to.contain('Custom Link');
      }
      expect(isVisible(byText('Data Bindings'))).to.equal(true);
    });

    it('clicking "JS Code" navigates in the page (no reload) to /js-code, which renders', async () => {
      await renderApp('/');
      const marker = Symbol.for('no-reload');
      (window as unknown as Record<symbol, boolean>)[marker] = true;
      const links = [...document.querySelectorAll('a')].filter((a) => a.textContent?.trim() === 'JS Code');
      expect(links).to.have.length(1);
      await click(links[0]);
      await waitFor(() => location.pathname === '/js-code', 'path /js-code');
      await waitForText('Content is expanded');
      expect((window as unknown as Record<symbol, boolean>)[marker]).to.equal(true);
    });

    it('clicking "JS isBrowser code" goes to /js-content-is-browser (fixture not in the corpus)', async () => {
      await renderApp('/');
      const links = [...document.querySelectorAll('a')].filter((a) => a.textContent?.trim() === 'JS isBrowser code');
      expect(links).to.have.length(1);
      await click(links[0]);
      await waitFor(() => location.pathname === '/js-content-is-browser', 'path /js-content-is-browser');
    });

    it('clicking "College Results Repeat" renders that page after client-side navigation', async () => {
      await renderApp('/');
      await click(byText('College Results Repeat'));
      await waitFor(() => location.pathname === '/college-results-repeat', 'path');
      await waitForText('Rank #1: Stanford University');
      await waitForText('Rank #5: Yale University');
    });

    it('leaves modified clicks and new-tab links to the browser', async () => {
      await renderApp('/');
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'JS Code')!;
      let prevented: boolean | undefined;
      const listener = (event: MouseEvent) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', listener);
      try {
        link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
        expect(prevented).to.equal(false);
        expect(location.pathname).to.equal('/');
      } finally {
        window.removeEventListener('click', listener);
      }
    });

    it('renders links through a renderLink component when the app gives one', async () => {
      await renderRoute('/', { props: { renderLink: customLink } });
      const anchors = [...document.querySelectorAll('a')];
      expect(anchors).to.have.length(11);
      expect(anchors.every((a) => a.textContent?.includes('Custom Link'))).to.equal(true);
    });
  });

  describe('link-url.json (/link-url)', () => {
    it('renders the static and the bound href, and exactly 2 anchors', async () => {
      await renderRoute('/link-url');
      await waitFor(() => document.querySelector('a[href="/static-url"]'), 'static link');
      await waitFor(() => document.querySelector('a[href="/dynamic-url"]'), 'dynamic link');
      const anchors = [...document.querySelectorAll('a')];
      expect(anchors).to.have.length(2);
      expect(anchors.some((a) => a.textContent?.includes('Custom Link'))).to.equal(false);
    });

    it("?link-component=true: both anchors go through the app's link component", async () => {
      await renderRoute('/link-url', { props: { renderLink: customLink } });
      const anchors = [...document.querySelectorAll('a')];
      expect(anchors).to.have.length(2);
      expect(findByText('Custom Link')).to.have.length(2);
    });
  });
});
