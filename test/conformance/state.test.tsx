/**
 * Conformance: state, bindings and actions (reactivity.spec, state-binding.spec, dynamic-content
 * "Data Bindings", show-hide-if.spec, repeat-items-bindings.spec, text-eval.spec, inputs.spec,
 * localization.spec, and the fixtures without peer assertions).
 */
import { expect } from 'chai';
import {
  byText,
  captureConsole,
  cleanup,
  click,
  css,
  findByText,
  hover,
  isVisible,
  renderRoute,
  viewport,
  waitFor,
  waitForText,
} from './harness.tsx';

describe('conformance: state, bindings and actions', () => {
  before(() => viewport());
  afterEach(() => cleanup());

  describe('reactive-state.json (/reactive-state)', () => {
    it('shows the input default 0, then 1 after Increment Number', async () => {
      await renderRoute('/reactive-state');
      await waitForText('0', { exact: true });
      await click(byText('Increment Number'));
      await waitForText('1', { exact: true });
    });

    it('colours the button black from its backgroundColor style', async () => {
      await renderRoute('/reactive-state');
      const button = [...document.querySelectorAll('button, [role=button]')].find((el) =>
        /Increment Number/.test(el.textContent ?? ''),
      )!;
      expect(css(button).backgroundColor).to.equal('rgb(0, 0, 0)');
    });
  });

  describe('element-events.json (/element-events)', () => {
    for (const [text, message] of [
      ['Click me!', 'clicked button'],
      ['clickable BOX', 'clicked box'],
      ['clickable text', 'clicked text'],
    ]) {
      it(`clicking "${text}" logs "${message}"`, async () => {
        await renderRoute('/element-events');
        const log = captureConsole('log');
        try {
          await click(byText(text));
          const clicked = log.text().find((line) => line.startsWith('clicked'));
          expect(clicked).to.equal(message);
        } finally {
          log.restore();
        }
      });
    }
  });

  describe('js-code.json (/js-code and /js-code/)', () => {
    it('runs jsCode so "Content is expanded" shows, and toggles it with the one button (deep mutation)', async () => {
      await renderRoute('/js-code');
      await waitForText('Content is expanded');
      const buttons = [...document.querySelectorAll('button')];
      expect(buttons).to.have.length(1);
      expect(isVisible(buttons[0])).to.equal(true);
      await click(buttons[0]);
      await waitFor(() => !findByText('Content is expanded').some(isVisible), 'text hidden');
      await click(buttons[0]);
      await waitForText('Content is expanded');
    });

    it.skip('shows "jsCode text" (newer peer revision; the saved fixture has no such text)', () => {});
  });

  describe('state-binding.json (/state-binding)', () => {
    it('shows the jsCode state, the repeated items, and a click inside the repeat writes the page state', async () => {
      await renderRoute('/state-binding');
      await waitForText('initial Name');
      const first = await waitForText('first: (click me to change `name`)');
      expect(findByText('second: (click me to change `name`)')).to.have.length.greaterThan(0);
      await click(first);
      await waitForText('repeated set');
    });
  });

  describe('data-bindings.json (/data-bindings)', () => {
    it('renders bound state and one repeated item per entry', async () => {
      await renderRoute('/data-bindings');
      await waitForText('1234', { exact: true });
      expect(findByText('The Hot Wheels™ Legends Tour is Back')).to.have.length.greaterThan(0);
      expect(
        findByText(
          'Mattel Certified by Great Place to Work and Named to Fast Company’s List of 100 Best Workplaces for Innovators',
        ),
      ).to.have.length.greaterThan(0);
      expect(
        findByText('Mattel to Premiere All-New Animated Preschool Series Deepa & Anoop on August 15'),
      ).to.have.length.greaterThan(0);
    });
  });

  describe('actions-and-state.json (no peer route)', () => {
    it('shows "default", then "hello" in the text and the bound button label after Write Hello', async () => {
      const { renderContent } = await import('./harness.tsx');
      const fixture = (await import('./peer/fixtures/actions-and-state.json')).default;
      await renderContent('/actions-and-state', fixture);
      await waitForText('default', { exact: true });
      await click(byText('Write Hello'));
      await waitFor(() => findByText('hello', { exact: true }).filter(isVisible).length >= 2, 'two "hello"');
    });
  });

  describe('show-hide-if.json (/show-hide-if)', () => {
    it('shows/hides by bindings and flips even/odd after a click', async () => {
      await renderRoute('/show-hide-if');
      expect(document.body.textContent).to.contain('this always appears');
      expect(document.body.textContent).not.to.contain('this never appears');
      await waitForText('even clicks');
      expect(document.body.textContent).not.to.contain('odd clicks');
      const buttons = [...document.querySelectorAll('button')];
      expect(buttons).to.have.length(1);
      expect(isVisible(buttons[0])).to.equal(true);
      await click(buttons[0]);
      await waitForText('odd clicks');
      expect(document.body.textContent).not.to.contain('even clicks');
    });
  });

  describe('show-hide-if-repeat.json (/show-hide-if-repeats, held back)', () => {
    it('shows only the repeated item whose index the hovered button names (none for button1, hidden by hide)', async () => {
      const errors = captureConsole('error');
      try {
        const { root } = await renderRoute('/show-hide-if-repeats');
        const items = () =>
          ['zero', 'one', 'two', 'three'].filter((word) =>
            findByText(word, { exact: true, within: root }).some(isVisible),
          );
        expect(items()).to.deep.equal([]);
        await hover(byText('button2'));
        expect(items()).to.deep.equal(['two']);
        await hover(byText('button3'));
        expect(items()).to.deep.equal(['three']);
        await hover(byText('button1'));
        expect(items()).to.deep.equal([]);
        expect(errors.calls).to.have.length(0);
      } finally {
        errors.restore();
      }
    });
  });

  describe('repeat-items-bindings.json (/repeat-items-bindings)', () => {
    it('renders nothing repeated until the click fills the collection, then 1…5', async () => {
      const { root } = await renderRoute('/repeat-items-bindings');
      const button = await waitForText('Click me');
      for (const n of ['1', '2', '3', '4', '5']) expect(findByText(n, { exact: true, within: root })).to.have.length(0);
      await click(button);
      for (const n of ['1', '2', '3', '4', '5']) await waitForText(n, { exact: true });
    });
  });

  describe('college-results-repeat.json (/college-results-repeat, held back)', () => {
    it('renders one card per college', async () => {
      await renderRoute('/college-results-repeat');
      await waitForText('Rank #1: Stanford University');
      await waitForText('Rank #5: Yale University');
      await waitForText('Location: Connecticut');
    });
  });

  describe('text-eval.json (/text-eval)', () => {
    it('evaluates {{state.deviceSize}} in Text', async () => {
      await renderRoute('/text-eval');
      await waitForText('Device Size: large');
    });
  });

  describe('input-default-value.json (/input-default-value)', () => {
    it('seeds state from the input default', async () => {
      await renderRoute('/input-default-value');
      await waitForText('init value');
    });
  });

  describe('localization.json (/localization-locale-passed, /localization-locale-not-passed)', () => {
    it('with locale hi-IN shows the hi-IN text and the localized image URL as is', async () => {
      await renderRoute('/localization-locale-passed');
      await waitForText('kuch text enter kijiye');
      const image = document.querySelector('.builder-image')!;
      expect(image.getAttribute('src')).to.equal(
        'https://cdn.builder.io/api/v1/file/assets%2Fad30f9a246614faaa6a03374f83554c9%2Fc3f40ad3bbe04a4f9be6090b2ccd914c',
      );
    });

    it('without a locale warns that a locale prop is needed (naming the API the page rendered with: here BuilderContent)', async () => {
      const warn = captureConsole('warn');
      try {
        await renderRoute('/localization-locale-not-passed');
        // The peer's words, with the prop of the kit's API the harness renders with (BuilderComponent users get the peer's very words).
        const warning =
          '[Builder.io] In order to use localized fields in Builder, you must pass a locale prop to BuilderContent';
        await waitFor(() => warn.text().join('\n').includes(warning), 'the locale warning');
      } finally {
        warn.restore();
      }
    });
  });

  describe('localization-subfields.json (/localization-subfields, /localized-bindings, held back)', () => {
    it('/localized-bindings binds the localized data prop resolved for hi-IN', async () => {
      await renderRoute('/localized-bindings');
      await waitForText('hi-IN title');
    });

    it.skip("/localization-subfields needs the React test app's ComponentWithLocalizedSubfields (not part of the kit)", () => {});
  });
});
