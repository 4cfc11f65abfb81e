// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_TYPE } from '../../core/types.ts';
import { defaultsOf } from '../../core/inputs.ts';
import { Text, textInputs, textSpec } from './index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderText(options: Record<string, unknown>): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(
    <Text {...defaultsOf(textInputs)} {...options} builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-t' }} builderState={{}} />,
  ));
  return container;
}

afterEach(() => { document.body.innerHTML = ''; });

describe('Text', () => {
  it('shows the rich text HTML in div.builder-text', () => {
    const text = renderText({ text: '<p>first <strong>bold</strong></p><p>second</p>' }).querySelector('.builder-text');
    expect(text?.tagName).toBe('DIV');
    expect(text?.querySelectorAll('p')).toHaveLength(2);
    expect(text?.querySelector('strong')?.textContent).toBe('bold');
  });

  it('shows nothing for content saved without text (the editor writes its placeholder into new blocks only)', () => {
    expect(renderText({}).textContent).toBe('');
  });

  it('is registered as Text with the builder-text element', () => {
    expect(textSpec).toMatchObject({ name: 'Text', tag: 'builder-text' });
  });
});
