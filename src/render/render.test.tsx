// @vitest-environment happy-dom
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../test/helpers/happy-dom-render.tsx';
import { registerComponent } from '../core/components.ts';
import { defineInputs } from '../core/inputs.ts';
import { BLOCK_TYPE, type BuilderBlock, type BuilderContent as Content } from '../core/types.ts';
import type { BlockProps } from './block-props.ts';
import { Blocks } from './blocks.tsx';
import { BuilderContent } from './builder-content.tsx';

const block = (id: string, extra: Partial<BuilderBlock> = {}): BuilderBlock => ({ '@type': BLOCK_TYPE, id, ...extra });
const text = (id: string, value: string, extra: Partial<BuilderBlock> = {}): BuilderBlock =>
  block(id, { component: { name: 'TestText', options: { text: value } }, ...extra });
const page = (
  blocks: unknown,
  data: Partial<NonNullable<Content['data']>> = {},
  extra: Partial<Content> = {},
): Content => ({ id: 'content-1', data: { blocks: blocks as BuilderBlock[], ...data }, ...extra });

const textInputs = defineInputs([{ name: 'text', type: 'text', defaultValue: 'default text' }]);

beforeAll(() => {
  registerComponent(({ text: value }: { text?: string }) => <span className="test-text">{value}</span>, {
    name: 'TestText',
    inputs: textInputs,
  });
  registerComponent(
    () => {
      throw new Error('boom');
    },
    { name: 'Throws' },
  );
  registerComponent(
    ({ attributes, text: value }: BlockProps & { text?: string }) => <button {...attributes}>{value}</button>,
    {
      name: 'TestButton',
      noWrap: true,
      inputs: textInputs,
      css: '.test-button-default { all: unset; }',
    },
  );
  registerComponent(
    ({ builderBlock }: BlockProps) => (
      <section className="box">
        <Blocks blocks={builderBlock.children} path="children" parent={builderBlock.id} />
      </section>
    ),
    {
      name: 'TestBox',
      canHaveChildren: true,
    },
  );
});

describe('DOM conventions', () => {
  it('marks right-to-left content (meta.rtlMode) with dir="rtl" on its root, and only that content', async () => {
    const el = await render(
      <>
        <BuilderContent
          model="page"
          content={page([text('builder-rtl', 'مرحبا')], {}, { id: 'rtl', meta: { rtlMode: true } })}
        />
        <BuilderContent model="page" content={page([text('builder-ltr', 'Hello')], {}, { id: 'ltr' })} />
      </>,
    );
    expect(el.querySelector('[builder-content-id="rtl"]')!.getAttribute('dir')).toBe('rtl');
    expect(el.querySelector('[builder-content-id="ltr"]')!.hasAttribute('dir')).toBe(false);
  });

  it('renders the content root, the block list and each block with its id class and builder-id', async () => {
    const el = await render(
      <BuilderContent
        model="page"
        content={page([text('builder-a', 'Hello'), block('builder-b', { tagName: 'test', class: 'extra' })])}
      />,
    );
    const rootDiv = el.querySelector('div[builder-content-id="content-1"][builder-model="page"]')!;
    expect(rootDiv).not.toBeNull();
    const list = rootDiv.querySelector(':scope > .builder-blocks')!;
    expect(list.children).toHaveLength(2);
    const first = list.children[0];
    expect(first.getAttribute('builder-id')).toBe('builder-a');
    expect(first.className).toBe('builder-a builder-block');
    expect(first.querySelector('.test-text')!.textContent).toBe('Hello');
    const custom = list.children[1];
    expect(custom.tagName).toBe('TEST');
    expect(custom.className).toBe('builder-b builder-block extra');
  });

  it('puts properties on the wrapper only and turns a div with href into a link', async () => {
    const el = await render(
      <BuilderContent
        content={page([
          text('builder-p', 'x', { properties: { title: 'wrapper title', 'data-x': '1', onclick: 'alert(1)' } }),
          block('builder-link', { properties: { href: '/somewhere' } }),
        ])}
      />,
    );
    const wrapper = el.querySelector('[builder-id="builder-p"]')!;
    expect(wrapper.getAttribute('title')).toBe('wrapper title');
    expect(wrapper.getAttribute('data-x')).toBe('1');
    expect(wrapper.hasAttribute('onclick')).toBe(false);
    expect(wrapper.querySelector('[title]')).toBeNull();
    expect(el.querySelector('a[builder-id="builder-link"]')!.getAttribute('href')).toBe('/somewhere');
  });

  it('gives noWrap components the wrapper attributes and applies input defaults', async () => {
    const el = await render(
      <BuilderContent
        content={page([
          block('builder-btn', { component: { name: 'TestButton' }, properties: { 'aria-label': 'go' } }),
        ])}
      />,
    );
    const button = el.querySelector('button')!;
    expect(button.getAttribute('builder-id')).toBe('builder-btn');
    expect(button.className).toBe('builder-btn builder-block');
    expect(button.getAttribute('aria-label')).toBe('go');
    expect(button.textContent).toBe('default text');
  });

  it('emits one stylesheet in the root with responsive styles and media queries, and default CSS once in the head', async () => {
    const styled = block('builder-s', {
      component: { name: 'TestButton' },
      responsiveStyles: {
        large: { color: 'red', '--brand': 'blue' },
        medium: { color: 'green' },
        small: { color: 'blue' },
      },
    });
    const el = await render(
      <>
        <BuilderContent content={page([styled])} />
        <BuilderContent
          content={page([block('builder-t', { component: { name: 'TestButton' } })], {}, { id: 'content-2' })}
        />
      </>,
    );
    const sheets = el.querySelectorAll('[builder-content-id="content-1"] style');
    expect(sheets).toHaveLength(1);
    const css = sheets[0].textContent;
    expect(css).toContain('.builder-s {color: red;--brand: blue;}');
    expect(css).toContain('@media (max-width: 991px) {\n.builder-s {color: green;}');
    expect(css).toContain('@media (max-width: 640px) {\n.builder-s {color: blue;}');
    const defaults = [...document.querySelectorAll('style')].filter((s) =>
      s.textContent.includes('.test-button-default'),
    );
    expect(defaults).toHaveLength(1);
    expect(defaults[0].parentElement).toBe(document.head);
  });
});

describe('bindings, state and actions', () => {
  it('binds component options, styles, attributes, href, show and hide', async () => {
    const el = await render(
      <BuilderContent
        content={page(
          [
            text('builder-1', 'static', {
              bindings: {
                'component.options.text': 'state.title',
                'style.color': 'state.color',
                'properties.title': '"t-" + state.title',
                href: '"/dyn"',
              },
            }),
            text('builder-2', 'hidden', { bindings: { hide: 'true' } }),
            text('builder-3', 'not shown', { bindings: { show: 'state.count > 5' } }),
            text('builder-4', 'shown', { bindings: { show: 'var v = state.count === 1; return v' } }),
          ],
          { state: { title: 'Bound', color: 'red', count: 1 } },
        )}
      />,
    );
    const bound = el.querySelector<HTMLElement>('[builder-id="builder-1"]')!;
    expect(bound.tagName).toBe('A');
    expect(bound.getAttribute('href')).toBe('/dyn');
    expect(bound.getAttribute('title')).toBe('t-Bound');
    expect(bound.style.color).toBe('red');
    expect(bound.textContent).toBe('Bound');
    expect(el.textContent).not.toContain('hidden');
    expect(el.textContent).not.toContain('not shown');
    expect(el.textContent).toContain('shown');
  });

  it('seeds state from data.state, input defaults and the data prop, then runs jsCode', async () => {
    const el = await render(
      <BuilderContent
        data={{ fromProp: 'prop' }}
        content={page(
          [
            text('builder-a', '', {
              bindings: { 'component.options.text': 'state.x + "/" + state.fromProp + "/" + state.menu.a.b.expanded' },
            }),
          ],
          {
            state: { keep: 1 },
            inputs: [{ name: 'x', defaultValue: 'init value' }],
            jsCode: 'state.menu={a:{b:{expanded:!0}}}',
          },
        )}
      />,
    );
    expect(el.textContent).toBe('init value/prop/true');
  });

  it('re-renders after actions, including deep mutations and writes from repeated items', async () => {
    const el = await render(
      <BuilderContent
        content={page(
          [
            text('builder-show', 'Content is expanded', { bindings: { show: 'state.menu.a.b.expanded' } }),
            text('builder-toggle', 'toggle', {
              actions: { click: 'state.menu.a.b.expanded=!state.menu.a.b.expanded' },
            }),
            text('builder-name', '', { bindings: { 'component.options.text': 'state.name' } }),
            text('builder-item', '', {
              repeat: { collection: 'state.list' },
              bindings: { 'component.options.text': 'state.listItem + state.$index' },
              actions: { click: 'state.name = "repeated set"' },
            }),
          ],
          { state: { menu: { a: { b: { expanded: true } } }, name: 'initial', list: ['first', 'second'] } },
        )}
      />,
    );
    expect(el.textContent).toContain('Content is expanded');
    const toggle = el.querySelector<HTMLElement>('[builder-id="builder-toggle"]')!;
    await act(async () => toggle.click());
    expect(el.textContent).not.toContain('Content is expanded');
    await act(async () => toggle.click());
    expect(el.textContent).toContain('Content is expanded');
    const items = el.querySelectorAll<HTMLElement>('[builder-id="builder-item"]');
    expect([...items].map((item) => item.textContent)).toEqual(['first0', 'second1']);
    await act(async () => items[0].click());
    expect(el.querySelector('[builder-id="builder-name"]')!.textContent).toBe('repeated set');
  });

  it('renders a repeat whose collection is assigned later, and nothing for a non-array', async () => {
    const el = await render(
      <BuilderContent
        content={page(
          [
            text('builder-go', 'go', { actions: { click: 'state.testArray=[1,2,3]' } }),
            block('builder-rep', {
              repeat: { collection: 'state.testArray' },
              children: [
                text('builder-in', '', { bindings: { 'component.options.text': 'state.testArray[state.$index]' } }),
              ],
            }),
            text('builder-bad', 'nope', { repeat: { collection: 'state.notArray' } }),
          ],
          { state: { notArray: { a: 1 } } },
        )}
      />,
    );
    expect(el.querySelectorAll('[builder-id="builder-rep"]')).toHaveLength(0);
    expect(el.textContent).not.toContain('nope');
    await act(async () => el.querySelector<HTMLElement>('[builder-id="builder-go"]')!.click());
    expect([...el.querySelectorAll('[builder-id="builder-in"]')].map((n) => n.textContent)).toEqual(['1', '2', '3']);
  });

  it('evaluates {{templates}} in Text and resolves localized values', async () => {
    registerComponent(
      ({ text: value }: { text?: string }) => <span dangerouslySetInnerHTML={{ __html: value ?? '' }} />,
      { name: 'Text', templates: ['text'] },
    );
    const el = await render(
      <BuilderContent
        locale="hi-IN"
        content={page(
          [
            block('builder-t', { component: { name: 'Text', options: { text: 'Device Size: {{state.deviceSize}}' } } }),
            block('builder-l', {
              component: {
                name: 'TestText',
                options: { text: { '@type': '@builder.io/core:LocalizedValue', Default: 'default', 'hi-IN': 'hindi' } },
              },
            }),
          ],
          { state: { deviceSize: 'large' } },
        )}
      />,
    );
    expect(el.textContent).toContain('Device Size: large');
    expect(el.textContent).toContain('hindi');
  });
});

describe('bad input never takes the page down', () => {
  it('a throwing component renders nothing, logs one error naming the block, and siblings render', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = await render(
      <BuilderContent
        content={page([block('builder-bad', { component: { name: 'Throws' } }), text('builder-ok', 'still here')])}
      />,
    );
    expect(el.textContent).toContain('still here');
    expect(el.querySelector('[builder-id="builder-bad"]')).toBeNull();
    expect(error.mock.calls.filter((call) => call.some((arg) => String(arg).includes('builder-bad')))).toHaveLength(1);
  });

  it('an unknown component renders its children with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = await render(
      <BuilderContent
        content={page([
          block('builder-u1', { component: { name: 'Nope:Unknown' }, children: [text('builder-child', 'child text')] }),
          block('builder-u2', { component: { name: 'Nope:Unknown' } }),
        ])}
      />,
    );
    expect(el.textContent).toContain('child text');
    expect(warn.mock.calls.filter((call) => String(call[0]).includes('Nope:Unknown'))).toHaveLength(1);
  });

  it('survives blocks that are not an array, blocks without ids, non-blocks, throwing bindings and __proto__ paths', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const a = await render(<BuilderContent content={page({ not: 'an array' })} />);
    expect(a.querySelector('.builder-blocks')!.children).toHaveLength(0);
    const el = await render(
      <BuilderContent
        content={page([
          { '@type': BLOCK_TYPE, component: { name: 'TestText', options: { text: 'no id' } } },
          { hello: 'not a block' },
          null,
          text('builder-throws', 'kept', {
            bindings: { 'component.options.text': 'state.a.b.c', 'style.color': 'state.__proto__' },
          }),
          text('builder-proto', 'safe', {
            bindings: { '__proto__.polluted': '"yes"', 'component.options.__proto__.x': '1' },
          }),
        ])}
      />,
    );
    expect(el.textContent).toContain('no id');
    expect(el.querySelector('[builder-id="builder-throws"]')).not.toBeNull();
    expect(el.textContent).toContain('safe');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
