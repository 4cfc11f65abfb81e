// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE } from '../../core/types.ts';
import { RenderContext, useRenderContext, type LinkProps } from '../../render/context.ts';
import { Button, buttonInputs, buttonSpec } from './index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderButton(options: Record<string, unknown>, renderLink?: (props: LinkProps) => React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const Wrapper = ({ children }: { children: React.ReactNode }) => {
    const context = useRenderContext();
    return <RenderContext.Provider value={{ ...context, renderLink }}>{children}</RenderContext.Provider>;
  };
  act(() => createRoot(container).render(
    <Wrapper>
      <Button
        {...defaultsOf(buttonInputs)}
        {...options}
        builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-b' }}
        builderState={{}}
        attributes={{ className: 'builder-block builder-b', 'builder-id': 'builder-b', onClick: options.onClick }}
      />
    </Wrapper>,
  ));
  return container.firstElementChild as HTMLElement;
}

afterEach(() => { document.body.innerHTML = ''; });

describe('Core:Button', () => {
  it('renders a <button> that is the block element; content saved without text shows none (the editor default is for new blocks)', () => {
    const button = renderButton({});
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toBe('');
    expect(button.className).toBe('builder-block builder-b builder-button');
    expect(button.getAttribute('builder-id')).toBe('builder-b');
  });

  it('runs the block actions it receives with its attributes', () => {
    const onClick = vi.fn();
    const button = renderButton({ text: 'Go', onClick });
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('becomes a link with `link`, in the same tab by default', () => {
    const link = renderButton({ text: 'Home', link: '/home' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/home');
    expect(link.textContent).toBe('Home');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.classList.contains('builder-button')).toBe(false); // the <button> reset would strip the link look
  });

  it('opens the link in a new tab with openLinkInNewTab', () => {
    const link = renderButton({ link: 'https://example.com/', openLinkInNewTab: true });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it("renders links through the app's link component when it gives one", () => {
    const link = renderButton({ text: 'Home', link: '/home' }, (props) => <a {...props} data-router="yes" />);
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('href')).toBe('/home');
  });

  it("ships the peer's exact reset rule in its default CSS", () => {
    expect(buttonSpec.css).toContain('.builder-button {\n  all: unset;\n}\n');
  });
});
