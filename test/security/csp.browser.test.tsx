/**
 * In Chromium, on a page whose Content-Security-Policy forbids `eval` (`script-src 'self'`:
 * no inline scripts, no `unsafe-eval`): content's bindings, actions and jsCode work, and can do
 * nothing else. Each attack below is what a malicious editor user would put into content to
 * reach the page: pollute prototypes, get `window` through the event, read cookies, listen to
 * keys, trust their own editor host, point the SDK at their own server.
 */
import { expect } from 'chai';
import {
  BLOCK_TYPE,
  builder,
  BuilderContent,
  type BuilderBlock,
  type BuilderContent as Content,
} from '../../src/index.ts';
import { waitFor } from '../helpers/browser.ts';
import { mount, reactSettled } from '../helpers/browser-render.tsx';

const block = (id: string, options: Partial<BuilderBlock>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  ...options,
});
const shows = (id: string, binding: string): BuilderBlock =>
  block(id, { bindings: { 'component.options.text': binding } });

async function render(
  content: Content,
  props: { data?: Record<string, unknown>; context?: Record<string, unknown> } = {},
): Promise<HTMLElement> {
  const host = mount(<BuilderContent content={content} canTrack={false} {...props} />);
  await waitFor(() => host.querySelector('[builder-content-id]'), 'the content');
  return host;
}
/** Dispatches like a visitor and resolves once React has rendered what it changed. */
async function act(dispatch: () => void): Promise<void> {
  dispatch();
  await reactSettled();
}

const text = (where: HTMLElement, id: string) => where.querySelector(`[builder-id="${id}"]`)?.textContent ?? null;

describe("content code under script-src 'self'", () => {
  const listened: string[] = [];
  before(() => {
    document.cookie = 'session=visitor-secret; path=/';
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "script-src 'self'";
    document.head.append(meta);
    window.addEventListener('keydown', (event) => listened.push(`page:${event.key}`));
  });

  it('the page really forbids eval', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test: eval must throw under this policy
    expect(() => new Function('return 1')).to.throw();
  });

  it('bindings, actions and jsCode of the subset still work', async () => {
    const page = await render({
      id: 'csp-works',
      data: {
        state: { count: 1 },
        jsCode: 'state.greeting = ["hi", "there"].map(w => w.toUpperCase()).join(" ")',
        blocks: [
          shows('builder-greeting', 'state.greeting'),
          block('builder-counter', {
            bindings: { 'component.options.text': '`clicked ${state.count}`' },
            actions: { click: 'state.count += 1' },
          }),
          block('builder-typed', {
            tagName: 'input',
            component: undefined,
            properties: { 'aria-label': 'typed' },
            actions: { input: 'state.typed = event.target.value.trim()' },
          }),
          shows('builder-echo', 'state.typed ?? ""'),
        ],
      },
    });
    expect(text(page, 'builder-greeting')).to.equal('HI THERE');
    await act(() => {
      page.querySelector<HTMLElement>('[builder-id="builder-counter"]')!.click();
    });
    expect(text(page, 'builder-counter')).to.equal('clicked 2');
    const input = page.querySelector<HTMLInputElement>('input[builder-id="builder-typed"]')!;
    input.value = '  typed  ';
    await act(() => {
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(text(page, 'builder-echo')).to.equal('typed');
  });

  it('cannot pollute prototypes, reach window, read cookies, listen to keys, trust hosts or move the SDK', async () => {
    const trustedBefore = [...builder.trustedHosts];
    const attacks = [
      'state.__proto__.polluted = 1',
      "Object.assign(state['__pro' + 'to__'], { polluted: 1 })",
      'state.stolen = event.view.document.cookie',
      'state.stolen = event.target.ownerDocument.cookie',
      'state.stolen = document.cookie',
      'state.stolen = window.document.cookie',
      "event.target.ownerDocument.addEventListener('keydown', e => state.keys = e.key)",
      "event.view.addEventListener('keydown', e => state.keys = e.key)",
      'event.view.onkeydown = e => state.keys = e.key',
      "event.target.addEventListener('keydown', e => state.keys = e.key)",
      "builder.trustedHosts = ['evil.example']",
      "Builder.registerTrustedHost('evil.example')",
      "builder.apiHost = 'https://evil.example'",
      "builder.apiKey = 'attacker'",
      'builder.canTrack = true',
      "({ map: Object.getPrototypeOf }).map(() => 1).constructor('return window')().pwned = 1",
      "''.constructor.constructor('window.pwned = 1')()",
      'event.target.value.constructor.constructor("window.pwned = 1")()',
    ];
    const page = await render({
      id: 'csp-attack',
      data: {
        jsCode: 'state.jsCodeTried = true; state.__proto__.fromJsCode = 1',
        blocks: [
          ...attacks.map((code, i) =>
            block(`builder-attack-${i}`, {
              tagName: 'button',
              component: undefined,
              properties: { type: 'button' },
              actions: { click: code },
            }),
          ),
          shows('builder-stolen', 'String(state.stolen ?? "nothing")'),
          shows('builder-keys', 'String(state.keys ?? "none")'),
        ],
      },
    });
    for (let i = 0; i < attacks.length; i++) {
      await act(() => {
        page.querySelector<HTMLElement>(`[builder-id="builder-attack-${i}"]`)!.click();
      });
    }
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));
    });
    input.remove();

    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(({} as Record<string, unknown>).fromJsCode).to.equal(undefined);
    expect((window as unknown as Record<string, unknown>).pwned).to.equal(undefined);
    expect(text(page, 'builder-stolen')).to.equal('nothing');
    expect(text(page, 'builder-keys')).to.equal('none');
    expect(window.onkeydown).to.equal(null);
    expect(builder.trustedHosts).to.deep.equal(trustedBefore);
    expect(builder.apiHost).to.equal(null);
    expect(builder.apiKey).to.not.equal('attacker');
    expect(listened).to.deep.equal(['page:x']); // the page's own listener, nothing of content's
  });

  describe('the third round (issue 25)', () => {
    let warnings: string[] = [];
    let restore: () => void = () => {};
    beforeEach(() => {
      warnings = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
      restore = () => (console.warn = original);
    });
    afterEach(() => restore());
    const warned = (id: string) => warnings.filter((w) => w.includes(id));

    it('reads yield data: no instance secret, Map entry, element value or host object reaches the page', async () => {
      class Session {
        token = 'tok-secret';
      }
      const card = document.createElement('input');
      card.value = '4111 1111 1111 1111';
      document.body.append(card);
      let handed: unknown;
      const context = {
        card,
        each: (fn: (value: unknown) => unknown) => fn(card),
        keep: (value: unknown) => void (handed = value),
      };
      const attacks = [
        'Object.values(state).map(v => v.token).join()',
        'JSON.stringify(Object.values(state))',
        'Object.values(state).map(m => [...m]).join()',
        'Object.values(context).map(el => el.value).join()',
        'Object.values(context).map(el => el.value.length)',
        'context.each(el => el.value)',
        'context.keep(Object.values(context)) || "kept"',
      ];
      const page = await render(
        {
          id: 'csp-reads',
          data: {
            blocks: [
              ...attacks.map((code, i) => shows(`builder-read-${i}`, code)),
              shows('builder-fine', 'state.name'),
            ],
          },
        },
        { data: { session: new Session(), prefs: new Map([['card', '4111']]), name: 'fine' }, context },
      );
      expect(text(page, 'builder-fine')).to.equal('fine');
      for (let i = 0; i < attacks.length; i++) {
        expect(text(page, `builder-read-${i}`), attacks[i]).to.not.match(/tok-secret|4111|19/);
        expect(warned(`builder-read-${i}`), attacks[i]).to.have.length(1);
      }
      expect(handed).to.equal(undefined);
      card.remove();
    });

    it("content A's binding does not empty content B's identical one", async () => {
      // `status` is a global of the page: content A has no such state key, content B has one.
      const a = await render({ id: 'csp-a', data: { blocks: [shows('builder-status-a', 'status')] } });
      const b = await render({
        id: 'csp-b',
        data: { state: { status: 'open' }, blocks: [shows('builder-status-b', 'status')] },
      });
      expect(text(a, 'builder-status-a')).to.equal('');
      expect(text(b, 'builder-status-b')).to.equal('open');
    });

    it('a budget that counts work: long strings, shared joins, huge entries, closure loops, comments and toString closures stop with one warning', async () => {
      const long = 'x'.repeat(4_000_000);
      const runaways = [
        'Array.from({ length: 10000 }, () => state.s < state.t).length',
        'Array.from({ length: 1000 }, () => state.s < state.t).length',
        "Array.from({ length: 130 }, () => state.s).join('').length",
        'JSON.stringify(Array.from({ length: 130 }, () => state.s)).length',
        'Object.entries(Array.from({ length: 2e6 })).length',
        'const f = n => n ? f(n - 1) : 0; Array.from({ length: 1500 }, () => f(1000)).length',
        ' /*'.repeat(30_000),
        "({ toString: () => 'x'.repeat(1e7) })",
      ];
      const page = await render(
        {
          id: 'csp-work',
          data: {
            blocks: [
              ...runaways.map((code, i) => shows(`builder-work-${i}`, code)),
              shows('builder-after', '"still here"'),
            ],
          },
        },
        { data: { s: long, t: long.slice(1) + 'x' } },
      );
      expect(text(page, 'builder-after')).to.equal('still here');
      for (let i = 0; i < runaways.length; i++) {
        expect(text(page, `builder-work-${i}`), runaways[i].slice(0, 60)).to.equal('');
        expect(warned(`builder-work-${i}`), runaways[i].slice(0, 60)).to.have.length(1);
      }
    });
  });
});
