// @vitest-environment happy-dom
// happy-dom under vitest does not execute scripts: these tests check which scripts are put
// live into the page and where; custom-code.browser.test.tsx checks that they really run.
// The code that puts them live loads on first use, so the tests wait for it.
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually, render, rerender } from '../../../test/helpers/happy-dom-render.tsx';
import { BLOCK_TYPE } from '../../core/types.ts';
import { CustomCode } from './index.ts';
import { withoutScripts } from '../shared/without-scripts.ts';

const block = { '@type': BLOCK_TYPE, id: 'builder-c' };

afterEach(() => {
  document.head.innerHTML = '';
});

const code = (html: string) => <CustomCode code={html} builderBlock={block} builderState={{}} />;

async function renderCode(html: string) {
  const container = await render(code(html));
  return { container, rerender: (next: string) => rerender(container, code(next)) };
}

/** The code of each script in `element` (inline scripts run wrapped in a function scope of their own). */
const scriptTexts = (element: Element | null) =>
  Array.from(element?.querySelectorAll('script') ?? [], (s) =>
    s.text.replace(/^\(function \(\) \{\n([\s\S]*)\n\}\)\(\);$/, '$1'),
  );

describe('Custom Code', () => {
  it('shows its HTML in div.builder-custom-code', async () => {
    const { container } = await renderCode('<div><a href="/x">x</a></div><p>hi</p>');
    expect(container.querySelector('.builder-custom-code div a')?.getAttribute('href')).toBe('/x');
    expect(container.querySelector('.builder-custom-code p')?.textContent).toBe('hi');
  });

  it('puts each inline script live at the end of the block once it is in the page', async () => {
    const { container } = await renderCode('<script>first()</script><p id="para">text</p><script>second()</script>');
    const code = container.querySelector('.builder-custom-code');
    await eventually(() => expect(code?.lastElementChild?.tagName).toBe('SCRIPT'));
    expect(scriptTexts(code)).toEqual(['first()', 'second()']);
    expect(code?.querySelector('p')?.nextElementSibling?.tagName).toBe('SCRIPT');
  });

  it('leaves its DOM alone when the parent re-renders, so changes made by its scripts stay', async () => {
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <div>
          <button onClick={() => setCount(count + 1)}>{count}</button>
          <CustomCode code={'<p id="mine">Hello</p><script>change()</script>'} builderBlock={block} builderState={{}} />
        </div>
      );
    }
    const container = await render(<Parent />);
    await eventually(() => expect(scriptTexts(container)).toEqual(['change()']));
    const paragraph = container.querySelector('#mine');
    if (paragraph) paragraph.textContent = 'changed by its script';
    act(() => container.querySelector('button')?.click());
    act(() => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('2');
    expect(container.querySelector('#mine')?.textContent).toBe('changed by its script');
    expect(scriptTexts(container)).toEqual(['change()']);
  });

  it('shows and runs new HTML when the content changes', async () => {
    const { container, rerender: show } = await renderCode('<p>one</p><script>first()</script>');
    await show('<p>two</p><script>second()</script>');
    expect(container.querySelector('p')?.textContent).toBe('two');
    await eventually(() => expect(scriptTexts(container)).toEqual(['second()']));
  });

  it('leaves scripts that are not JavaScript in the HTML, inert', async () => {
    const { container } = await renderCode('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(scriptTexts(container)).toEqual(['{"@type":"Thing"}']);
  });

  it('adds a script with src to the head once per page, with its attributes', async () => {
    const src = 'https://example.com/widget.js';
    await renderCode(`<script src="${src}" data-key="k1"></script>`);
    await renderCode(`<div>again</div><script src="${src}"></script>`);
    await eventually(() => expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1));
    const added = document.head.querySelectorAll(`script[src="${src}"]`);
    expect(added[0].getAttribute('data-key')).toBe('k1');
  });
});

describe('withoutScripts', () => {
  it('removes JavaScript elements and keeps everything else', () => {
    expect(
      withoutScripts('<p>a</p><script>x()</script><SCRIPT type="text/javascript" src="b.js"></SCRIPT ><p>b</p>'),
    ).toBe('<p>a</p><p>b</p>');
    expect(withoutScripts('<script type=module>import "x"</script>')).toBe('');
    expect(withoutScripts('<script type="text/template"><b>t</b></script>')).toBe(
      '<script type="text/template"><b>t</b></script>',
    );
  });
});
