// @vitest-environment happy-dom
import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../../test/helpers/happy-dom-render.tsx';
import { defaultsOf } from '../../core/inputs.ts';
import { BLOCK_TYPE, type BuilderBlock } from '../../core/types.ts';
import { RenderContext, useRenderContext, type LinkProps } from '../../render/index.ts';
import { Columns, columnsInputs, columnsSpec } from './index.ts';

const block = (id: string): BuilderBlock => ({ '@type': BLOCK_TYPE, id });

interface Setup {
  breakpoints?: { small: number; medium: number };
  renderLink?: (props: LinkProps) => React.ReactNode;
}

async function renderColumns(options: Record<string, unknown>, setup: Setup = {}): Promise<HTMLElement> {
  const Context = ({ children }: { children: React.ReactNode }) => {
    const ctx = useRenderContext();
    return <RenderContext.Provider value={{ ...ctx, ...setup }}>{children}</RenderContext.Provider>;
  };
  const container = await render(
    <Context>
      <Columns
        {...defaultsOf(columnsInputs)}
        {...options}
        builderBlock={{ '@type': BLOCK_TYPE, id: 'builder-cols' }}
        builderState={{}}
      />
    </Context>,
  );
  return container.querySelector('.builder-columns') as HTMLElement;
}

const columnsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>(':scope > .builder-column')];

describe('Columns', () => {
  it('renders each column with its own block list, at its path in the options', async () => {
    const element = await renderColumns({
      columns: [{ blocks: [block('builder-a')] }, { blocks: [block('builder-b'), block('builder-c')] }],
    });
    const [first, second] = columnsOf(element);
    expect(first.querySelector(':scope > .builder-blocks')?.getAttribute('builder-path')).toBe(
      'component.options.columns.0.blocks',
    );
    expect(first.querySelector(':scope > .builder-blocks')?.getAttribute('builder-parent-id')).toBe('builder-cols');
    expect(second.querySelectorAll('[builder-id]')).toHaveLength(2);
  });

  it('renders no columns for content saved without `columns` (two empty ones are what the editor writes into a new block)', async () => {
    expect(columnsOf(await renderColumns({}))).toHaveLength(0);
  });

  it('sizes columns by width and separates them by `space`, the first without a gutter', async () => {
    const [first, second] = columnsOf(
      await renderColumns({
        space: 30,
        columns: [
          { blocks: [], width: 25 },
          { blocks: [], width: 75 },
        ],
      }),
    );
    expect(first.style.getPropertyValue('--builder-column-width')).toBe('calc(25% - 7.5px)');
    expect(first.style.getPropertyValue('--builder-column-gap')).toBe('0px');
    expect(second.style.getPropertyValue('--builder-column-width')).toBe('calc(75% - 22.5px)');
    expect(second.style.getPropertyValue('--builder-column-gap')).toBe('30px');
  });

  it('allows columns without a gutter', async () => {
    const [, second] = columnsOf(await renderColumns({ space: 0, columns: [{ blocks: [] }, { blocks: [] }] }));
    expect(second.style.getPropertyValue('--builder-column-gap')).toBe('0px');
    expect(second.style.getPropertyValue('--builder-column-width')).toBe('calc(50% - 0px)');
  });

  it("stacks at the content's tablet breakpoint by default, at its mobile one on request, never with `never`", async () => {
    const breakpoints = { small: 500, medium: 800 };
    expect((await renderColumns({}, { breakpoints })).className).toBe('builder-columns builder-columns--stack-800');
    expect((await renderColumns({ stackColumnsAt: 'mobile' }, { breakpoints })).className).toBe(
      'builder-columns builder-columns--stack-500',
    );
    expect(
      (await renderColumns({ stackColumnsAt: 'never', reverseColumnsWhenStacked: true }, { breakpoints })).className,
    ).toBe('builder-columns builder-columns--reverse');
  });

  it('reverses the order when stacked on request', async () => {
    expect(
      (await renderColumns({ reverseColumnsWhenStacked: true })).classList.contains('builder-columns--reverse'),
    ).toBe(true);
  });

  it("stacks at the default breakpoints through the block's default CSS, with no style element of its own", async () => {
    expect((await renderColumns({})).className).toBe('builder-columns builder-columns--stack-991');
    expect((await renderColumns({ stackColumnsAt: 'mobile' })).className).toBe(
      'builder-columns builder-columns--stack-640',
    );
    expect(
      [...document.querySelectorAll('style')].filter((style) => /stack-(991|640)/.test(style.textContent ?? '')),
    ).toHaveLength(0);
    expect(columnsSpec.css).toContain(
      '@media only screen and (max-width: 991px){.builder-columns--stack-991{flex-direction:column}',
    );
    expect(columnsSpec.css).toContain(
      '@media only screen and (max-width: 640px){.builder-columns--stack-640{flex-direction:column}',
    );
  });

  it('puts the stacking rules for a breakpoint of its own on the page once (React 19; in each block on React 18)', async () => {
    // A breakpoint of its own: React 19 remembers the styles it has put in this document.
    const breakpoints = { small: 333, medium: 777 };
    const first = await renderColumns({}, { breakpoints });
    const second = await renderColumns({ reverseColumnsWhenStacked: true }, { breakpoints });
    const sheets = [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('builder-columns--stack-777'),
    );
    if (version.startsWith('18.')) {
      // React 18 does not hoist <style precedence>: each block keeps its own copy of the rules.
      expect(sheets.map((sheet) => sheet.parentElement)).toEqual([first, second]);
    } else {
      expect(sheets).toHaveLength(1);
      expect(sheets[0].parentElement).toBe(document.head);
    }
    expect(sheets[0].textContent).toBe(
      '@media only screen and (max-width: 777px){.builder-columns--stack-777{flex-direction:column}' +
        '.builder-columns--stack-777.builder-columns--reverse{flex-direction:column-reverse}.builder-columns--stack-777>.builder-column{width:100%;margin-left:0}}',
    );
  });

  it('makes a column with a link an anchor, through the app link component when there is one', async () => {
    const [linked, plain] = columnsOf(await renderColumns({ columns: [{ blocks: [], link: '/one' }, { blocks: [] }] }));
    expect(linked.tagName).toBe('A');
    expect(linked.getAttribute('href')).toBe('/one');
    expect(plain.tagName).toBe('DIV');
    const [routed] = columnsOf(
      await renderColumns(
        { columns: [{ blocks: [], link: '/two' }] },
        { renderLink: (props) => <a {...props} data-router="" /> },
      ),
    );
    expect(routed.hasAttribute('data-router')).toBe(true);
    expect(routed.getAttribute('href')).toBe('/two');
  });
});
