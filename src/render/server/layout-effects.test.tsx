import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderContentToHtml, type BuilderContent } from '../../server.ts';

const block = (id: string, name: string, options: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  '@type': '@builder.io/sdk:Element' as const,
  id,
  component: { name, options },
  ...extra,
});

// React 18's development server renderer logs an error for every useLayoutEffect it meets (React
// 19 no longer does): a Next.js 14 or Pages Router app in development would print it for each
// content root and form field of every request.
describe('a server render under React 18 in development', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs no useLayoutEffect warning for content roots, symbols and form fields', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const symbol: BuilderContent = {
      id: 'inner',
      data: { blocks: [block('builder-inner', 'Text', { text: 'inner' })] },
    };
    const content: BuilderContent = {
      id: 'layout-effects',
      data: {
        blocks: [
          block('builder-text', 'Text', { text: '<p>Hello</p>' }),
          block('builder-symbol', 'Symbol', { symbol: { model: 'symbol', entry: 'inner', data: {}, content: symbol } }),
          block(
            'builder-form',
            'Form:Form',
            { sendSubmissionsTo: 'custom', action: '/submit' },
            {
              children: [
                block('builder-input', 'Form:Input', { name: 'email', placeholder: 'Your e-mail' }),
                block('builder-select', 'Form:Select', { name: 'size', options: [{ value: 's' }] }),
                block('builder-area', 'Form:TextArea', { name: 'note' }),
              ],
            },
          ),
        ],
      },
    };
    const { html } = await renderContentToHtml({ apiKey: 'k', apiHost: 'http://127.0.0.1:9', model: 'page', content });
    expect(html).toContain('Your e-mail');
    expect(html).toContain('inner');
    const warnings = errors.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.includes('useLayoutEffect'));
    expect(warnings).toEqual([]);
  });
});
