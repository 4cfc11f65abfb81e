/**
 * Bindings on a page whose Content-Security-Policy forbids `unsafe-eval`: expressions in the
 * safe subset still render (they never reach `eval`/`new Function`); anything else is skipped
 * with one warning naming the block, and the page renders.
 */
import { expect } from 'chai';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../src/index.ts';
import { waitFor } from '../helpers/browser.ts';
import { mount } from '../helpers/browser-render.tsx';

const text = (id: string, bindings: Record<string, string>, actions?: Record<string, string>): BuilderBlock => ({
  '@type': BLOCK_TYPE,
  id,
  component: { name: 'Text', options: { text: '' } },
  bindings,
  actions,
});

describe('rendering under a strict Content-Security-Policy (no unsafe-eval)', () => {
  before(() => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "script-src 'self' 'unsafe-inline' http://127.0.0.2:8000";
    document.head.append(meta);
  });

  it('the page really forbids eval', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test: eval must throw under this policy
    expect(() => new Function('return 1')).to.throw();
  });

  it('renders subset bindings, runs subset actions and jsCode, and skips the rest with one warning', async () => {
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const content = {
        id: 'csp',
        data: {
          state: { count: 1, items: ['a', 'b'] },
          jsCode: 'state.fromJs = "js ran"',
          blocks: [
            text(
              'builder-sum',
              {
                'component.options.text':
                  'var v = `count ${state.count + 1} ${state.items.map(i => i.toUpperCase()).join("")}`; return v',
              },
              { click: 'state.count += 10' },
            ),
            text('builder-js', { 'component.options.text': 'state.fromJs' }),
            text('builder-outside', { 'component.options.text': 'new Date(0).toISOString()' }),
          ],
        },
      };
      const host = mount(<BuilderContent content={content} />);
      const sum = await waitFor(() => host.querySelector<HTMLElement>('[builder-id="builder-sum"]'), 'the content');
      expect(sum.textContent).to.equal('count 2 AB');
      expect(host.querySelector('[builder-id="builder-js"]')!.textContent).to.equal('js ran');
      expect(host.querySelector('[builder-id="builder-outside"]')!.textContent).to.equal('');
      sum.click();
      await waitFor(() => sum.textContent !== 'count 2 AB', 'the click to change the state');
      expect(sum.textContent).to.equal('count 12 AB');
      const skipped = warnings.filter((w) => w.includes('builder-outside'));
      expect(skipped).to.have.length(1);
      expect(skipped[0]).to.contain('does not allow eval');
    } finally {
      console.warn = originalWarn;
    }
  });
});
