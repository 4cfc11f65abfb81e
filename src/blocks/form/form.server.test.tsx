import { version } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPE, BuilderContent, type BuilderBlock } from '../../server.ts';

const block = (
  id: string,
  name: string,
  options: Record<string, unknown>,
  children?: BuilderBlock[],
): BuilderBlock => ({ '@type': BLOCK_TYPE, id, component: { name, options }, children });

describe('Form blocks on the server (the server entry: every block loaded, so renderToString shows them)', () => {
  it('render the whole form to HTML without warnings', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <BuilderContent
        content={{
          id: 'ssr-form',
          data: {
            blocks: [
              block('builder-ssr-form', 'Form:Form', { sendSubmissionsToEmail: 'a@b.example' }, [
                block('builder-ssr-label', 'Form:Label', { text: 'Name' }, [
                  block('builder-ssr-input', 'Form:Input', { name: 'name', required: true }),
                ]),
                block('builder-ssr-select', 'Form:Select', {
                  name: 'size',
                  defaultValue: 'option 2',
                  options: [{ value: 'option 1' }, { value: 'option 2' }],
                }),
                block('builder-ssr-textarea', 'Form:TextArea', { name: 'notes', defaultValue: 'hi' }),
                block('builder-ssr-submit', 'Form:SubmitButton', { text: 'Send' }),
              ]),
            ],
          },
        }}
        canTrack={false}
      />,
    );
    // React 18's development server renderer warns about every useLayoutEffect (React 19's does
    // not); the kit's only run in a browser. Any other message fails on both.
    const react18LayoutEffect = (message: unknown) =>
      version.startsWith('18.') && String(message).includes('useLayoutEffect does nothing on the server');
    expect(errors.mock.calls.filter(([message]) => !react18LayoutEffect(message))).toEqual([]);
    errors.mockRestore();
    const tag = (name: string) => html.match(new RegExp(`<${name} [^>]*>`))?.[0] ?? '';
    expect(tag('form')).toContain('class="builder-ssr-form builder-block builder-form"');
    expect(tag('form')).toContain('data-state="unsubmitted"');
    expect(tag('label')).toContain('part="label"');
    expect(tag('input')).toContain('name="name"');
    expect(tag('input')).toContain('required=""');
    expect(html).toMatch(/<option value="option 2" selected="">/);
    expect(html).toContain('>hi</textarea>');
    expect(html).toMatch(/<button type="submit"[^>]*>Send<\/button>/);
  });
});
