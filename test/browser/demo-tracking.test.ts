/**
 * The demo as a visitor opens it: the demo site served by a local content service (the second
 * one, which the runner never answers production requests from), in a frame, with the BUILT
 * bundle (`npm run build` first; `npm test` does). Its `<builder-content>` takes the service's
 * origin as `api-host` (demo/site/app.js), so the home page's impression must reach that service
 * and show on its `/admin` page; before every request of a tree went to its host, it went to
 * the production CDN and `/admin` stayed empty.
 */
import { expect } from 'chai';
import { testEnv, waitFor } from '../helpers/browser.ts';

const { secondServiceUrl } = testEnv();
/** demo/content/page/home.json, which targets `/`. */
const HOME_ID = 'larkspur-home';

interface LoggedEvent {
  type: string;
  data: { contentId?: string; ownerId?: string };
}

/** The text of one section of the service's `/admin` page: its heading and what follows, up to the next heading. */
async function adminSection(title: string): Promise<string> {
  const html = await (await fetch(`${secondServiceUrl}/admin`)).text();
  const admin = new DOMParser().parseFromString(html, 'text/html');
  const heading = [...admin.querySelectorAll('h2')].find((h2) => h2.textContent?.startsWith(title));
  let text = '';
  for (let node = heading?.nextElementSibling; node && node.localName !== 'h2'; node = node.nextElementSibling)
    text += node.textContent;
  return text;
}

describe('the demo site', () => {
  it("reports a visitor's impression to its own service, where /admin lists it", async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1024px; height: 700px; border: 0; display: block;';
    frame.src = `${secondServiceUrl}/`;
    document.body.prepend(frame);
    try {
      const [impression] = await waitFor(async () => {
        const { events } = (await (await fetch(`${secondServiceUrl}/api/v1/track/events`)).json()) as {
          events: LoggedEvent[];
        };
        const found = events.filter((event) => event.type === 'impression' && event.data.contentId === HOME_ID);
        return found.length > 0 && found;
      }, "the home page's impression at the demo's service");
      expect(impression.data.ownerId).to.equal('demo');
      expect(await adminSection('Tracking events')).to.contain(HOME_ID);
    } finally {
      frame.remove();
    }
  });
});
