/**
 * `<builder-init>`: page-wide settings. Its own test page, so no earlier test has given the
 * page's `builder` an API key or host.
 */
import { expect } from 'chai';
import '../../elements/index.ts';
import { builder } from '../../src/core/singleton.ts';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { inside, mount, nextEvent, unmountAll } from './elements-helpers.ts';

const { serviceUrl, apiKey } = testEnv();

afterEach(unmountAll);

describe('<builder-init>', () => {
  it("gives a <builder-content> without its own key the page's key and host, even when it comes later", async () => {
    expect(builder.apiKey).to.equal(null);
    const content = mount(
      '<builder-content url="/test-page" can-track="false"><p id="fallback">No key yet</p></builder-content>',
    );
    const failed = await nextEvent<Error>(content, 'error');
    expect(failed.detail.message).to.contain('apiKey');
    expect(content.hasAttribute('no-content')).to.equal(true);

    const init = mount(`<builder-init api-key="${apiKey}" api-host="${serviceUrl}"></builder-init>`);
    await waitFor(() => inside(content).querySelector('[builder-content-id="test-page"]'), 'content after init');
    expect(content.hasAttribute('no-content')).to.equal(false);
    expect(builder.apiKey).to.equal(apiKey);
    expect(builder.apiHost).to.equal(serviceUrl);
    expect(init.shadowRoot, 'renders nothing').to.equal(null);
  });

  it('turns tracking off with can-track="false" and gives it back when the attribute goes', () => {
    const init = mount('<builder-init can-track="false"></builder-init>');
    expect(builder.canTrack).to.equal(false);
    init.removeAttribute('can-track');
    expect(builder.canTrack, 'a visitor browser allows tracking by default').to.equal(true);
    init.setAttribute('can-track', 'false');
    expect(builder.canTrack).to.equal(false);
    init.setAttribute('can-track', '');
    expect(builder.canTrack).to.equal(true);
  });

  it('mirrors its attributes as properties', () => {
    const init = document.createElement('builder-init');
    init.apiKey = 'from-property';
    expect(init.getAttribute('api-key')).to.equal('from-property');
    init.canTrack = false;
    expect(init.getAttribute('can-track')).to.equal('false');
    expect(init.canTrack).to.equal(false);
  });
});
