// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE } from '../../core/types.ts';
import { defaultsOf } from '../../core/inputs.ts';
import { Text, textInputs, textSpec } from './index.ts';

const renderText = (options: Record<string, unknown>): Promise<HTMLElement> =>
  render(
    <Text
      {...defaultsOf(textInputs)}
      {...options}
      builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-t' }}
      builderState={{}}
    />,
  );

describe('Text', () => {
  it('shows the rich text HTML in div.builder-text', async () => {
    const text = (await renderText({ text: '<p>first <strong>bold</strong></p><p>second</p>' })).querySelector(
      '.builder-text',
    );
    expect(text?.tagName).toBe('DIV');
    expect(text?.querySelectorAll('p')).toHaveLength(2);
    expect(text?.querySelector('strong')?.textContent).toBe('bold');
  });

  it('shows nothing for content saved without text (the editor writes its placeholder into new blocks only)', async () => {
    expect((await renderText({})).textContent).toBe('');
  });

  it('is registered as Text with the builder-text element', () => {
    expect(textSpec).toMatchObject({ name: 'Text', tag: 'builder-text' });
  });
});
