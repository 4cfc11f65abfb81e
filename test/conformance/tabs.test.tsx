/**
 * Conformance: tabs.json at /tabs (tabs.spec). `Builder: Tabs` with labels Tab 1–3 and contents
 * "inside tab 1–3", `defaultActiveTab: 1`, `activeTabStyle.backgroundColor: rgba(0, 0, 0, 0.1)`.
 */
import { expect } from 'chai';
import { byText, cleanup, click, css, findByText, isVisible, renderRoute, viewport, waitForText } from './harness.tsx';

/** Whether any element with `text` is visible. */
const shows = (text: string) => findByText(text).some(isVisible);

/** The one element with class builder-tab-active (fails when there are none or several). */
function activeTab(): HTMLElement {
  const active = document.querySelectorAll<HTMLElement>('.builder-tab-active');
  expect(active, 'elements with .builder-tab-active').to.have.length(1);
  return active[0];
}

describe('conformance: tabs.json (/tabs)', () => {
  before(() => viewport());
  afterEach(() => cleanup());

  it('starts on Tab 1: .builder-tab-active has text Tab 1 and "inside tab 1" is visible', async () => {
    await renderRoute('/tabs');
    await waitForText('inside tab 1');
    expect(activeTab().innerText.trim()).to.equal('Tab 1');
  });

  it("gives the active label the activeTabStyle background (the peer's React Native check)", async () => {
    await renderRoute('/tabs');
    await waitForText('inside tab 1');
    expect(css(activeTab()).backgroundColor).to.equal('rgba(0, 0, 0, 0.1)');
  });

  it('Tab 2 becomes active and shows only its panel', async () => {
    await renderRoute('/tabs');
    await waitForText('inside tab 1');
    await click(byText('Tab 2', { exact: true }));
    await waitForText('inside tab 2');
    expect(activeTab().innerText.trim()).to.equal('Tab 2');
    expect(shows('inside tab 1')).to.equal(false);
    expect(shows('inside tab 3')).to.equal(false);
  });

  it('then Tab 3 becomes active and shows only its panel', async () => {
    await renderRoute('/tabs');
    await waitForText('inside tab 1');
    await click(byText('Tab 2', { exact: true }));
    await waitForText('inside tab 2');
    await click(byText('Tab 3', { exact: true }));
    await waitForText('inside tab 3');
    expect(activeTab().innerText.trim()).to.equal('Tab 3');
    expect(shows('inside tab 1')).to.equal(false);
    expect(shows('inside tab 2')).to.equal(false);
  });
});
