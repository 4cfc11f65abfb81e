/**
 * No `<builder-*>` property shadows a member of `HTMLElement` (or of Element, Node, EventTarget,
 * GlobalEventHandlers…): `el.animate()`, `el.click()`, `el.title` stay the DOM's on every tag.
 * Every tag of elements/ (one file each) is checked as its definition makes it; the two inputs
 * named like a DOM member show how each is mapped (`animate` → the `animateItems` property,
 * `title` left to the DOM's reflection).
 */
import { expect } from 'chai';
import tagFiles from 'dir-listing:../../elements';
import '../../elements/index.ts';
import { waitFor } from '../helpers/wait.ts';

const TAGS = tagFiles
  .filter((name) => /^builder-[\w-]+\.ts$/.test(name) && !/\.(inputs|test)\./.test(name))
  .map((name) => name.replace(/\.ts$/, ''));

/** The property names a tag's element has of its own: the instance's and its classes' up to HTMLElement. */
function ownPropertyNames(element: HTMLElement): string[] {
  const names = new Set(Object.getOwnPropertyNames(element));
  for (
    let proto = Object.getPrototypeOf(element);
    proto && proto !== HTMLElement.prototype;
    proto = Object.getPrototypeOf(proto)
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name);
  }
  return [...names];
}

const mounted: HTMLElement[] = [];
function mount<T extends HTMLElement>(html: string): T {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  mounted.push(holder);
  return holder.firstElementChild as T;
}
afterEach(() => {
  for (const holder of mounted.splice(0)) holder.remove();
});

describe('element properties and the DOM', () => {
  it('reads every tag from elements/', () => {
    expect(TAGS).to.include.members(['builder-accordion', 'builder-content', 'builder-image', 'builder-init']);
    expect(
      TAGS.filter((tag) => !customElements.get(tag)),
      'tags not defined',
    ).to.deep.equal([]);
  });

  it('no tag has a property named like a member of HTMLElement or its ancestors', () => {
    const collisions: string[] = [];
    for (const tag of TAGS) {
      const element = document.createElement(tag);
      for (const name of ownPropertyNames(element))
        if (name in HTMLElement.prototype) collisions.push(`<${tag}>.${name}`);
    }
    expect(collisions).to.deep.equal([]);
  });

  it("<builder-accordion>: the `animate` attribute is the `animateItems` property; animate() stays the DOM's", async () => {
    const accordion = mount<HTMLElementTagNameMap['builder-accordion']>(
      `<builder-accordion animate items='[{"title":[],"detail":[]}]'></builder-accordion>`,
    );
    expect(accordion.animate).to.equal(Element.prototype.animate);
    expect(accordion.animateItems).to.equal(true);
    const animation = accordion.animate([{ opacity: 0 }, { opacity: 1 }], 10);
    expect(animation).to.be.instanceOf(Animation);
    animation.cancel();
    const root = () => accordion.shadowRoot!.querySelector('.builder-accordion');
    await waitFor(() => root()?.classList.contains('builder-accordion--animate'), 'the animate class');
    accordion.animateItems = false;
    await waitFor(
      () => root() && !root()!.classList.contains('builder-accordion--animate'),
      'the animate class removed by the property',
    );
    expect(accordion.hasAttribute('animate'), 'the attribute is left as written').to.equal(true);
    accordion.removeAttribute('animate');
    expect(accordion.animateItems).to.equal(undefined);
  });

  it("<builder-image>: `title` keeps the DOM's reflection and feeds the image's title", async () => {
    const image = mount<HTMLElementTagNameMap['builder-image']>(
      '<builder-image image="/favicon.ico" title="A cup"></builder-image>',
    );
    expect(Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'title')!.get!.call(image)).to.equal('A cup');
    expect(image.title).to.equal('A cup');
    const img = () => image.shadowRoot!.querySelector('img');
    await waitFor(() => img()?.title === 'A cup', 'the title on the <img>');
    image.title = 'Coffee';
    expect(image.getAttribute('title')).to.equal('Coffee');
    await waitFor(() => img()?.title === 'Coffee', 'the new title on the <img>');
  });
});
