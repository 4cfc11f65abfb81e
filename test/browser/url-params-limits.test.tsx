/**
 * A crafted page URL (`?builder.userAttributes.a.a…`, 6,000 levels, 12 KB) used to leave the
 * page blank: the content query's JSON could not be written, nothing was requested and nothing
 * said why. The over-deep parameter is dropped with one warning; the content renders.
 */
import { expect } from 'chai';
import { BuilderContent } from '../../src/index.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';

const { serviceUrl, apiKey } = testEnv();

describe('page URL parameters past the limits', () => {
  it('a 6,000-level user attribute link still renders the content and warns once', async () => {
    const original = location.href;
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    history.replaceState(
      history.state,
      '',
      `${location.pathname}?builder.userAttributes${'.a'.repeat(6000)}=x&builder.userAttributes.segment=vip`,
    );
    try {
      const container = mount(<BuilderContent model="page" apiKey={apiKey} apiHost={serviceUrl} url="/test-page" />);
      const root = await waitFor(() => container.querySelector('[builder-content-id="test-page"]'), 'the content');
      expect(root.textContent).to.not.equal('');
      const request = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .find((url) => url.pathname.startsWith('/api/v3/query/'));
      expect(JSON.parse(request!.searchParams.get('userAttributes')!)).to.include({ segment: 'vip' });
      const limits = warnings.filter((warning) => warning.join(' ').includes('past the limits'));
      expect(limits).to.have.length(1);
      expect(limits[0].join(' ')).to.contain('builder.userAttributes.a.a');
    } finally {
      console.warn = warn;
      history.replaceState(history.state, '', original);
    }
  });
});
