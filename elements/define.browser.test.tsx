import { expect } from 'chai';
import { defaultsOf, defineInputs } from '../src/core/inputs.ts';
import { waitFor } from '../test/helpers/browser.ts';
import { defineElement, type ElementContext } from './define.ts';

const inputs = defineInputs([
  { name: 'label', type: 'string', defaultValue: 'hello' },
  { name: 'collapsible', type: 'boolean', defaultValue: false },
  { name: 'canTrack', type: 'boolean', defaultValue: true },
  { name: 'speed', type: 'number', defaultValue: 5 },
  { name: 'items', type: 'json', defaultValue: [] },
]);

function Probe({ props, context }: { props: Record<string, unknown>; context: ElementContext }) {
  const shown = { ...defaultsOf(inputs), ...props };
  delete shown.onPing;
  return (
    <div part="base" data-light={String(context.light)}>
      <output>{JSON.stringify(shown)}</output>
      <button
        part="ping"
        onClick={() => {
          const proceeded = (props.onPing as (detail: unknown) => boolean)({ at: 'button' });
          context.host.setAttribute('data-proceeded', String(proceeded));
        }}
      >
        ping
      </button>
      <ul>
        {context.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      {props.label === 'empty' ? context.fallback : null}
    </div>
  );
}

defineElement({
  tag: 'x-define-probe',
  inputs,
  events: { onPing: 'ping' },
  childItems: true,
  lightDom: 'attribute',
  render: (props, context) => <Probe props={props} context={context} />,
});

async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const element = holder.firstElementChild as HTMLElement;
  await waitFor(() => shown(element), 'first render');
  return element;
}

function root(element: HTMLElement): ParentNode {
  return element.hasAttribute('no-shadow') ? element : element.shadowRoot!;
}

function shown(element: HTMLElement): Record<string, unknown> | undefined {
  const text = root(element).querySelector('output')?.textContent;
  return text ? JSON.parse(text) : undefined;
}

async function shownAfter(element: HTMLElement, check: (props: Record<string, unknown>) => boolean) {
  return waitFor(() => {
    const props = shown(element);
    return props && check(props) ? props : undefined;
  }, 'rerender');
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('defineElement', () => {
  it('renders from attributes into an open shadow root and re-renders when one changes', async () => {
    const element = await mount('<x-define-probe label="first" speed="3"></x-define-probe>');
    expect(shown(element)).to.include({ label: 'first', speed: 3 });
    element.setAttribute('label', 'second');
    await shownAfter(element, (p) => p.label === 'second');
  });

  it('reads a bare boolean attribute as true and "false" as false', async () => {
    const element = await mount('<x-define-probe collapsible can-track="false"></x-define-probe>');
    expect(shown(element)).to.include({ collapsible: true, canTrack: false });
  });

  it('gives a removed attribute back its default', async () => {
    const element = await mount('<x-define-probe collapsible speed="9" label="x"></x-define-probe>');
    element.removeAttribute('collapsible');
    element.removeAttribute('speed');
    element.removeAttribute('label');
    await shownAfter(element, (p) => p.collapsible === false && p.speed === 5 && p.label === 'hello');
  });

  it('keeps the previous value of a JSON attribute that does not parse, with one error naming tag and attribute', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      const element = await mount(`<x-define-probe items='[1,2]'></x-define-probe>`);
      element.setAttribute('items', '[1,');
      element.setAttribute('label', 'after');
      await shownAfter(element, (p) => p.label === 'after');
      expect(shown(element)!.items).to.deep.equal([1, 2]);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('<x-define-probe>').and.to.contain('"items"');
    } finally {
      console.error = original;
    }
  });

  it('takes properties set from script, also before the element upgraded', async () => {
    const early = document.createElement('x-define-probe-late') as HTMLElement & { items?: unknown };
    early.items = ['set before define'];
    document.body.append(early);
    defineElement({
      tag: 'x-define-probe-late',
      inputs,
      render: (props, context) => <Probe props={props} context={context} />,
    });
    await waitFor(() => shown(early), 'late element');
    expect(shown(early)!.items).to.deep.equal(['set before define']);

    const element = (await mount('<x-define-probe></x-define-probe>')) as HTMLElement & { items?: unknown };
    element.items = [{ title: 'from script' }];
    await shownAfter(element, (p) => Array.isArray(p.items) && p.items.length === 1);
    expect(element.items).to.deep.equal([{ title: 'from script' }]);
  });

  it('dispatches callback props as bubbling, composed, cancelable events', async () => {
    const element = await mount('<x-define-probe></x-define-probe>');
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => {
      heard.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('ping', listener);
    try {
      element.shadowRoot!.querySelector('button')!.click();
      expect(heard).to.have.length(1);
      expect(heard[0].detail).to.deep.equal({ at: 'button' });
      expect(heard[0].target).to.equal(element);
      expect(element.getAttribute('data-proceeded')).to.equal('false');
    } finally {
      document.removeEventListener('ping', listener);
    }
  });

  it('shows each light-DOM child as one item through a named slot', async () => {
    const element = await mount('<x-define-probe><p>one</p><p>two</p></x-define-probe>');
    await waitFor(() => element.shadowRoot!.querySelectorAll('li slot').length === 2, 'two items');
    const slots = [...element.shadowRoot!.querySelectorAll<HTMLSlotElement>('li slot')];
    expect(slots.map((slot) => slot.assignedElements()[0]?.textContent)).to.deep.equal(['one', 'two']);
    element.append(Object.assign(document.createElement('p'), { textContent: 'three' }));
    await waitFor(() => element.shadowRoot!.querySelectorAll('li slot').length === 3, 'three items');
  });

  it('lets the page style exposed parts with ::part', async () => {
    const style = document.createElement('style');
    style.textContent = 'x-define-probe::part(base) { color: rgb(1, 2, 3); }';
    document.head.append(style);
    try {
      const element = await mount('<x-define-probe></x-define-probe>');
      expect(getComputedStyle(element.shadowRoot!.querySelector('[part=base]')!).color).to.equal('rgb(1, 2, 3)');
    } finally {
      style.remove();
    }
  });

  it('renders into the light DOM with no-shadow, showing the fallback children only when asked', async () => {
    const element = await mount(
      '<x-define-probe no-shadow label="x"><span id="fallback">default markup</span></x-define-probe>',
    );
    expect(element.querySelector('[part=base]')!.getAttribute('data-light')).to.equal('true');
    const fallback = element.querySelector('#fallback') as HTMLElement;
    expect(fallback.offsetParent, 'fallback hidden while content shows').to.equal(null);
    element.setAttribute('label', 'empty');
    await waitFor(() => fallback.offsetParent !== null, 'fallback shown');
  });

  it('is idempotent: defining a tag twice neither throws nor replaces it', () => {
    const again = defineElement({ tag: 'x-define-probe', inputs, render: () => null });
    expect(again).to.equal(undefined);
  });
});
