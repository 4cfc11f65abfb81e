/**
 * One host per content tree: a `<builder-content api-host>` or `BuilderContent apiHost` sends
 * every request it makes to that host (its entry, its symbols, its impressions, clicks and
 * conversions, its forms' e-mail submissions), and two trees with different hosts on one page
 * each use their own. Checked as what really reached two local content services: the second
 * one (`secondServiceUrl`) is a host only a tree can name, while the runner answers everything
 * sent to the production CDN from the first (`serviceUrl`), where the events went before.
 * "Nothing reached the other host" is checked once the page is quiet (every request answered),
 * never after a length of time.
 */
import { expect } from 'chai';
import { waitForQuiet } from '../helpers/in-flight.ts';
import '../../elements/index.ts';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock, type BuilderContent as Content } from '../../src/index.ts';
import { ContentShell } from '../../src/rsc/content-shell.tsx';
import { testEnv, waitFor } from '../helpers/browser.ts';
import { mount as mountReact } from '../helpers/browser-render.tsx';
import { inside, mount, rendered, unmountAll } from './elements-helpers.ts';

const { serviceUrl, secondServiceUrl, apiKey } = testEnv();

interface LoggedEvent {
  type: string;
  data: { contentId?: string; amount?: number; ownerId?: string };
}

/** The events `host` has received for `contentId`, oldest first. */
async function eventsAt(host: string, contentId: string): Promise<LoggedEvent[]> {
  const { events } = (await (await fetch(`${host}/api/v1/track/events`)).json()) as { events: LoggedEvent[] };
  return events.filter((event) => event.data.contentId === contentId);
}
const typesAt = async (host: string, contentId: string) => (await eventsAt(host, contentId)).map((event) => event.type);

/** Waits until `host` has received exactly `types` for `contentId`. */
async function waitForEventsAt(host: string, contentId: string, types: string[]): Promise<void> {
  let had: string[] = [];
  await waitFor(
    async () => JSON.stringify((had = await typesAt(host, contentId))) === JSON.stringify(types),
    () => `${types.join(', ')} for ${contentId} at ${host} (had: ${had.join(', ') || 'none'})`,
  );
}

/** A content id no other test (or run) uses. */
const unique = (label: string) => `api-host-${label}-${Math.random().toString(16).slice(2)}`;
const text = (id: string, value: string, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: value } },
  ...extra,
});
const page = (id: string, blocks: BuilderBlock[]): Content => ({ id, data: { blocks } });
const clickOn = (root: ParentNode, blockId: string) =>
  root.querySelector<HTMLElement>(`[builder-id="${blockId}"]`)!.click();

/** A `<builder-content>` rendering `content` (no fetch) with `api-host`. */
function contentTag(content: Content, host: string): HTMLElement & { content?: Content } {
  const element = document.createElement('builder-content') as HTMLElement & { content?: Content };
  element.setAttribute('api-key', apiKey);
  element.setAttribute('api-host', host);
  element.content = content;
  mount('<div></div>').append(element);
  return element;
}

afterEach(unmountAll);

describe('one host per content tree', () => {
  it('<builder-content api-host> fetches its page and the symbol in it from that host, and reports the impression and clicks there', async () => {
    const element = mount(
      `<builder-content api-key="${apiKey}" api-host="${secondServiceUrl}" url="/second-host-page"></builder-content>`,
    );
    // Both entries exist only on the second host: they show only if fetched from it.
    await rendered(element, '[builder-id="builder-second-host-symbol-text"]');
    expect(inside(element).textContent)
      .to.contain('Page served by the second host')
      .and.to.contain('Symbol served by the second host');
    await waitForEventsAt(secondServiceUrl, 'second-host-page', ['impression']);
    clickOn(inside(element), 'builder-second-host-page-text');
    await waitForEventsAt(secondServiceUrl, 'second-host-page', ['impression', 'click']);
    await waitForQuiet();
    expect(await typesAt(serviceUrl, 'second-host-page')).to.deep.equal([]);
  });

  it('BuilderContent apiHost sends its impression, clicks and the conversions its content tracks to that host only', async () => {
    const id = unique('react');
    const content = page(id, [text('builder-buy', 'Buy', { actions: { click: 'builder.trackConversion(7)' } })]);
    const host = mountReact(<BuilderContent content={content} apiKey={apiKey} apiHost={secondServiceUrl} />);
    await waitForEventsAt(secondServiceUrl, id, ['impression']);
    await waitFor(() => host.querySelector('[builder-id="builder-buy"]'), 'the block');
    clickOn(host, 'builder-buy');
    await waitFor(async () => (await typesAt(secondServiceUrl, id)).length === 3, 'the click and the conversion');
    const events = await eventsAt(secondServiceUrl, id);
    expect(events.map((event) => event.type).sort()).to.deep.equal(['click', 'conversion', 'impression']);
    expect(events.find((event) => event.type === 'conversion')!.data.amount).to.equal(7);
    expect(events.every((event) => event.data.ownerId === apiKey)).to.equal(true);
    await waitForQuiet();
    expect(await typesAt(serviceUrl, id)).to.deep.equal([]);
  });

  it('two tags with different hosts on one page each report to their own', async () => {
    const first = unique('first');
    const second = unique('second');
    contentTag(page(first, [text('builder-first', 'First')]), serviceUrl);
    contentTag(page(second, [text('builder-second', 'Second')]), secondServiceUrl);
    await waitForEventsAt(serviceUrl, first, ['impression']);
    await waitForEventsAt(secondServiceUrl, second, ['impression']);
    await waitForQuiet();
    expect(await typesAt(secondServiceUrl, first)).to.deep.equal([]);
    expect(await typesAt(serviceUrl, second)).to.deep.equal([]);
  });

  it("posts a form's e-mail submission to the tree's host", async () => {
    const name = unique('form');
    const form: BuilderBlock = {
      '@type': BLOCK_TYPE,
      id: 'builder-host-form',
      component: { name: 'Form:Form', options: { sendSubmissionsToEmail: 'inbox@larkspur.example', name } },
      children: [
        {
          '@type': BLOCK_TYPE,
          id: 'builder-host-form-input',
          component: { name: 'Form:Input', options: { name: 'email', type: 'text' } },
        },
        {
          '@type': BLOCK_TYPE,
          id: 'builder-host-form-submit',
          component: { name: 'Form:SubmitButton', options: { text: 'Send' } },
        },
      ],
    };
    const host = mountReact(
      <BuilderContent
        content={page(unique('form-page'), [form])}
        apiKey={apiKey}
        apiHost={secondServiceUrl}
        canTrack={false}
      />,
    );
    const element = await waitFor(() => host.querySelector('form'), 'the form');
    const input = element.querySelector<HTMLInputElement>('[name="email"]')!;
    input.value = 'visitor@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    element.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    const submissionsAt = async (origin: string) => {
      const { submissions } = (await (await fetch(`${origin}/api/v1/form-submit/submissions`)).json()) as {
        submissions: { name?: string; fields: unknown }[];
      };
      return submissions.filter((submission) => submission.name === name);
    };
    const [received] = await waitFor(async () => {
      const found = await submissionsAt(secondServiceUrl);
      return found.length > 0 && found;
    }, 'the submission at the second host');
    expect(received.fields).to.deep.equal({ email: 'visitor@example.com' });
    await waitFor(() => element.dataset.state === 'success', 'the success state');
    expect(await submissionsAt(serviceUrl)).to.deep.equal([]);
  });

  it("the server components' content shell reports its impression and clicks to its apiHost", async () => {
    const id = unique('rsc');
    const host = mountReact(
      <ContentShell rootId={id} model="page" contentId={id} apiKey={apiKey} apiHost={secondServiceUrl} track>
        <div builder-id="builder-rsc-text">Server-rendered text</div>
      </ContentShell>,
    );
    await waitForEventsAt(secondServiceUrl, id, ['impression']);
    clickOn(host, 'builder-rsc-text');
    await waitForEventsAt(secondServiceUrl, id, ['impression', 'click']);
    await waitForQuiet();
    expect(await typesAt(serviceUrl, id)).to.deep.equal([]);
  });
});
