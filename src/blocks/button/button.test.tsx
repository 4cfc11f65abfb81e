// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE } from '../../core/types.ts';
import { RenderContext, useRenderContext, type LinkProps } from '../../render/context.ts';
import { Button, buttonInputs, buttonSpec } from './index.ts';

async function renderButton(
  options: Record<string, unknown>,
  renderLink?: (props: LinkProps) => React.ReactNode,
): Promise<HTMLElement> {
  const Wrapper = ({ children }: { children: React.ReactNode }) => {
    const context = useRenderContext();
    return <RenderContext.Provider value={{ ...context, renderLink }}>{children}</RenderContext.Provider>;
  };
  const container = await render(
    <Wrapper>
      <Button
        {...defaultsOf(buttonInputs)}
        {...options}
        builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-b' }}
        builderState={{}}
        attributes={{ className: 'builder-block builder-b', 'builder-id': 'builder-b', onClick: options.onClick }}
      />
    </Wrapper>,
  );
  return container.firstElementChild as HTMLElement;
}

describe('Core:Button', () => {
  it('renders a <button> that is the block element; content saved without text shows none (the editor default is for new blocks)', async () => {
    const button = await renderButton({});
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.textContent).toBe('');
    expect(button.className).toBe('builder-block builder-b builder-button');
    expect(button.getAttribute('builder-id')).toBe('builder-b');
  });

  it('runs the block actions it receives with its attributes', async () => {
    const onClick = vi.fn();
    const button = await renderButton({ text: 'Go', onClick });
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('becomes a link with `link`, in the same tab by default', async () => {
    const link = await renderButton({ text: 'Home', link: '/home' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/home');
    expect(link.textContent).toBe('Home');
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.classList.contains('builder-button')).toBe(false); // the <button> reset would strip the link look
  });

  it('opens the link in a new tab with openLinkInNewTab', async () => {
    const link = await renderButton({ link: 'https://example.com/', openLinkInNewTab: true });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it("renders links through the app's link component when it gives one", async () => {
    const link = await renderButton({ text: 'Home', link: '/home' }, (props) => <a {...props} data-router="yes" />);
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('href')).toBe('/home');
  });

  it("ships the peer's exact reset rule in its default CSS", async () => {
    expect(buttonSpec.css).toContain('.builder-button {\n  all: unset;\n}\n');
  });
});
