/**
 * Live editing from a trusted editor: the simulator on `localhost` frames the page under edit
 * (see editing-helpers.ts for the setup). Needs the built bundle (`npm run build`).
 */
import { expect } from 'chai';
import { waitFor } from '../helpers/browser.ts';
import {
  closeEditors,
  eventsFrom,
  openInEditor,
  textBlock,
  trackingCaughtUp,
  type EditorFrame,
} from './editing-helpers.ts';
import { carouselSpec } from '../../src/blocks/carousel/index.ts';
import { columnsInputs } from '../../src/blocks/columns/columns.inputs.ts';
import { textInputs } from '../../src/blocks/text/text.inputs.ts';

/** A declaration as it crosses the frame boundary. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const heading = (frame: EditorFrame) => frame.content().querySelector('[builder-id="builder-test-page-heading"]');
const textOf = (frame: EditorFrame, id: string) =>
  frame.content().querySelector(`[builder-id="${id}"]`)?.textContent ?? '';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read into a result of many shapes
async function testPage(frame: EditorFrame): Promise<Record<string, any>> {
  const results = await frame.next('builder.contentResults', (m) => m.data?.results?.[0]?.id === 'test-page');
  return results.data.results[0];
}

describe('editing from a trusted editor (localhost)', () => {
  let frame: EditorFrame;
  beforeEach(async () => {
    frame = await openInEditor('localhost');
  });
  afterEach(closeEditors);

  it('announces itself: loaded, capabilities, every registration with its inputs, the root and its content', async () => {
    await frame.next('builder.loaded');
    const capabilities = await frame.next('builder.isReactSdk');
    expect(capabilities.data).to.include({ value: true, supportsPatchUpdates: 'v3' });
    const text = await frame.next('builder.registerComponent', (m) => m.data?.spec?.name === 'Text');
    expect(text.data.spec.inputs.map((input: { name: string }) => input.name)).to.include('text');
    expect(text.data.spec).not.to.have.property('component');
    // The bundle leaves what only the editor reads (help texts, advanced and hidden flags,
    // editorOnly defaults, friendly names, a new block's styles) to the editing session's chunk
    // (scripts/rollup/editor-help-apart.mjs); the editor still receives every declared field.
    expect(text.data.spec.inputs).to.deep.equal(asJson(textInputs));
    const carousel = await frame.next('builder.registerComponent', (m) => m.data?.spec?.name === 'Builder:Carousel');
    expect(carousel.data.spec.inputs).to.deep.equal(asJson(carouselSpec.inputs));
    expect(carousel.data.spec).to.include({ friendlyName: 'Carousel', canHaveChildren: true });
    expect(carousel.data.spec.defaultStyles).to.deep.equal(carouselSpec.defaultStyles);
    const columns = await frame.next('builder.registerComponent', (m) => m.data?.spec?.name === 'Columns');
    expect(columns.data.spec.inputs).to.deep.equal(asJson(columnsInputs)); // enum choices included
    const tabs = await frame.next('builder.registerComponent', (m) => m.data?.spec?.name === 'Builder: Tabs');
    expect(tabs.data.spec).not.to.have.property('load');
    expect((await frame.next('builder.sdkInjected')).data).to.deep.equal({ modelName: 'page' });
    expect((await frame.next('builder.updateContent')).data.options).to.include({ model: 'page', url: '/test-page' });
    expect((await testPage(frame)).data.title).to.equal('Test page');
    // Nothing before builder.loaded.
    expect(frame.received[0].type).to.equal('builder.loaded');
  });

  it('sends later registrations too', async () => {
    await frame.next('builder.loaded');
    const page = frame.page() as Window & {
      builderElements?: { Builder: { registerComponent(c: unknown, spec: object): void } };
    };
    page.builderElements!.Builder.registerComponent(() => null, {
      name: 'Late Hero',
      inputs: [{ name: 'title', type: 'string' }],
    });
    const late = await frame.next('builder.registerComponent', (m) => m.data?.spec?.name === 'Late Hero');
    expect(late.data.spec.inputs).to.deep.equal([{ name: 'title', type: 'string' }]);
  });

  it('marks the body while editing and follows editingMode / editingPageMode', async () => {
    const body = frame.page().document.body;
    await waitFor(() => body.classList.contains('builder-editing-page'), 'builder-editing-page');
    frame.send('builder.editingMode', true);
    await waitFor(() => body.classList.contains('builder-editing'), 'builder-editing');
    frame.send('builder.editingMode', false);
    frame.send('builder.editingPageMode', false);
    await waitFor(
      () => !body.classList.contains('builder-editing') && !body.classList.contains('builder-editing-page'),
      'classes removed',
    );
  });

  it('shows a content update live, without a reload', async () => {
    const entry = await testPage(frame);
    const page = frame.page() as Window & { stillTheSamePage?: boolean };
    page.stillTheSamePage = true;
    const blocks = [textBlock('builder-test-page-heading', '<h1>Edited heading</h1>'), ...entry.data.blocks.slice(1)];
    frame.send('builder.contentUpdate', { key: 'page', data: { ...entry, data: { ...entry.data, blocks } } });
    await waitFor(() => heading(frame)?.textContent === 'Edited heading', 'the edited heading');
    expect((frame.page() as Window & { stillTheSamePage?: boolean }).stillTheSamePage).to.equal(true);
    expect(frame.page().document.querySelector('builder-content')!.hasAttribute('no-content')).to.equal(false);
  });

  it('applies patches by block id and by content id, re-rendering only what changed', async () => {
    await testPage(frame);
    const button = frame.content().querySelector('[builder-id="builder-test-page-button"]');
    frame.send('builder.patchUpdates', {
      data: {
        'builder-test-page-heading': [{ op: 'replace', path: '/component/options/text', value: '<h1>Patched</h1>' }],
      },
    });
    await waitFor(() => heading(frame)?.textContent === 'Patched', 'the patched heading');
    expect(frame.content().querySelector('[builder-id="builder-test-page-button"]')).to.equal(button); // untouched: same node

    frame.send('builder.patchUpdates', {
      data: {
        'test-page': [{ op: 'add', path: '/data/blocks/-', value: textBlock('builder-added', 'Appended block') }],
      },
    });
    await waitFor(() => textOf(frame, 'builder-added') === 'Appended block', 'the appended block');
    expect(heading(frame)?.textContent).to.equal('Patched'); // patches build on each other

    // A forbidden path changes nothing (and the next good patch still applies).
    frame.send('builder.patchUpdates', {
      data: { 'test-page': [{ op: 'add', path: '/__proto__/polluted', value: true }] },
    });
    frame.send('builder.patchUpdates', { data: { 'builder-added': [{ op: 'remove', path: '/no/such/path' }] } });
    frame.send('builder.patchUpdates', {
      data: { 'builder-added': [{ op: 'replace', path: '/component/options/text', value: 'Still patchable' }] },
    });
    await waitFor(() => textOf(frame, 'builder-added') === 'Still patchable', 'the later patch');
    expect((frame.page() as unknown as Record<string, unknown>).polluted).to.equal(undefined);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('answers ping, getComponents and evaluate', async () => {
    await frame.next('builder.loaded');
    frame.send('builder.ping', {});
    await frame.next('builder.pong');
    frame.send('builder.getComponents', {});
    const components = await frame.next('builder.components');
    expect(components.data.map((spec: { name: string }) => spec.name)).to.include.members([
      'Text',
      'Builder: Tabs',
      'Form:Form',
    ]);

    frame.send('builder.evaluate', {
      id: 7,
      text: 'window.evaluatedHere = arguments[0]; return document.title',
      arguments: ['yes'],
    });
    const result = await frame.next('builder.evaluateResult');
    // The page's content sets document.title from its data.title ("Test page").
    expect(result.data).to.deep.equal({ id: 7, result: 'Test page' });
    expect((frame.page() as unknown as { evaluatedHere?: string }).evaluatedHere).to.equal('yes');
    frame.send('builder.evaluate', { id: 8, text: 'throw new Error("nope")', arguments: null });
    expect((await frame.next('builder.evaluateError')).data).to.deep.equal({ id: 8, error: 'nope' });
  });

  it('applies overrideState (merge) and resetState (replace) to the page state', async () => {
    const entry = await testPage(frame);
    const bound = textBlock('builder-greeting', '', {
      bindings: { 'component.options.text': 'state.greeting + "/" + (state.extra || "none")' },
    });
    frame.send('builder.contentUpdate', { key: 'page', data: { ...entry, data: { ...entry.data, blocks: [bound] } } });
    await waitFor(() => textOf(frame, 'builder-greeting') === 'hello/none', 'the initial state');
    frame.send('builder.overrideState', { state: { extra: 'more' } });
    await waitFor(() => textOf(frame, 'builder-greeting') === 'hello/more', 'the merged state');
    frame.send('builder.resetState', { state: { greeting: 'hi' } });
    await waitFor(() => textOf(frame, 'builder-greeting') === 'hi/none', 'the replaced state');
    frame.send('builder.overrideState', { state: { greeting: 'other model' }, model: 'symbol' });
    // A later command for the page shows the one for another model has been handled (messages arrive in order).
    frame.send('builder.overrideState', { state: { extra: 'after' } });
    await waitFor(() => textOf(frame, 'builder-greeting').endsWith('/after'), 'the later override');
    expect(textOf(frame, 'builder-greeting')).to.equal('hi/after');
  });

  it("opens the tab, slide or accordion item holding the selected block; shows a form's previewState", async () => {
    const entry = await testPage(frame);
    const tabs = {
      '@type': '@builder.io/sdk:Element',
      id: 'builder-tabs',
      component: {
        name: 'Builder: Tabs',
        options: {
          tabs: [
            { label: [textBlock('builder-tab-1', 'One')], content: [textBlock('builder-panel-1', 'First panel')] },
            { label: [textBlock('builder-tab-2', 'Two')], content: [textBlock('builder-panel-2', 'Second panel')] },
          ],
        },
      },
    };
    const accordion = {
      '@type': '@builder.io/sdk:Element',
      id: 'builder-accordion',
      component: {
        name: 'Builder:Accordion',
        options: {
          items: [
            { title: [textBlock('builder-q1', 'Q1')], detail: [textBlock('builder-a1', 'A1')] },
            { title: [textBlock('builder-q2', 'Q2')], detail: [textBlock('builder-a2', 'A2')] },
          ],
        },
      },
    };
    const form = {
      '@type': '@builder.io/sdk:Element',
      id: 'builder-form',
      component: {
        name: 'Form:Form',
        options: {
          previewState: 'success',
          sendSubmissionsTo: 'custom',
          action: '/nowhere',
          successMessage: [textBlock('builder-thanks', 'Thanks from the preview')],
        },
      },
    };
    frame.send('builder.contentUpdate', {
      key: 'page',
      data: { ...entry, data: { ...entry.data, blocks: [tabs, accordion, form] } },
    });
    const tab = (n: number) => frame.content().querySelectorAll('[role="tab"]')[n];
    await waitFor(() => tab(0)?.getAttribute('aria-selected') === 'true', 'the first tab');
    frame.send('builder.selectionChange', { selection: ['builder-panel-2'] });
    await waitFor(() => tab(1)?.getAttribute('aria-selected') === 'true', 'the second tab, selected in the editor');

    const trigger = (n: number) => frame.content().querySelectorAll('.builder-accordion-title button')[n];
    await waitFor(() => trigger(1), 'the accordion');
    expect(trigger(1).getAttribute('aria-expanded')).to.equal('false');
    frame.send('builder.selectionChange', { selection: ['builder-a2'] });
    await waitFor(
      () => trigger(1)?.getAttribute('aria-expanded') === 'true',
      'the second item, selected in the editor',
    );

    await waitFor(() => textOf(frame, 'builder-thanks') === 'Thanks from the preview', "the form's success message");
    expect(frame.content().querySelector('form')!.dataset.state).to.equal('success');
  });

  it('tracks nothing while editing', async () => {
    await testPage(frame);
    frame.content().querySelector<HTMLElement>('[builder-id="builder-test-page-heading"]')!.click();
    await trackingCaughtUp(frame.page());
    expect(await eventsFrom(frame.page())).to.deep.equal([]);
  });
});
