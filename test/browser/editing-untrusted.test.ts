/**
 * The same editor messages from an untrusted origin: the simulator on `127.0.0.1` (the same
 * server as `localhost`, another origin) frames the page under edit. Nothing may change, no
 * code may run, registrations are kept as metadata with a warning; and a site that lists the
 * host in `trusted-hosts` lets it edit. Needs the built bundle (`npm run build`).
 */
import { expect } from 'chai';
import { waitFor } from '../helpers/browser.ts';
import {
  closeEditors,
  openInEditor,
  pageHandledMessages,
  pagePostsArrived,
  pageRendered,
  registry,
  textBlock,
  type EditorFrame,
} from './editing-helpers.ts';

const headingText = (frame: EditorFrame) =>
  frame.content().querySelector('[builder-id="builder-test-page-heading"]')?.textContent;

const edit = { id: 'test-page', data: { blocks: [textBlock('builder-test-page-heading', '<h1>Hijacked</h1>')] } };

describe('editing from an untrusted origin (127.0.0.1)', () => {
  let frame: EditorFrame;
  beforeEach(async () => {
    frame = await openInEditor('127.0.0.1');
  });
  afterEach(closeEditors);

  it('is not editing: no announcement, no body class', async () => {
    await pagePostsArrived(frame); // anything it announced on load came before
    expect(frame.received.map((m) => m.type)).to.deep.equal([]);
    expect(frame.page().document.body.classList.contains('builder-editing-page')).to.equal(false);
  });

  it('ignores content updates, patches, state, modes and pings', async () => {
    frame.send('builder.contentUpdate', { key: 'page', data: edit });
    frame.send('builder.patchUpdates', {
      data: { 'builder-test-page-heading': [{ op: 'replace', path: '/component/options/text', value: 'Patched' }] },
    });
    frame.send('builder.editingMode', true);
    frame.send('builder.selectionChange', { selection: ['builder-test-page-heading'] });
    frame.send('builder.overrideState', { state: { greeting: 'hijacked' } });
    frame.send('builder.ping', {});
    await pageHandledMessages(frame);
    await pageRendered(frame);
    await pagePostsArrived(frame);
    expect(headingText(frame)).to.equal('Test page');
    expect(frame.page().document.body.className).to.equal('');
    expect(frame.received.map((m) => m.type)).to.deep.equal([]);
  });

  it('runs no code sent with builder.evaluate', async () => {
    frame.send('builder.evaluate', {
      id: 1,
      text: 'window.evaluatedHere = true; document.body.append("Exploit attempted")',
      arguments: [],
    });
    await pageHandledMessages(frame);
    await pagePostsArrived(frame);
    expect((frame.page() as unknown as { evaluatedHere?: boolean }).evaluatedHere).to.equal(undefined);
    expect(frame.page().document.body.textContent).not.to.contain('Exploit attempted');
    expect(frame.received).to.deep.equal([]);
  });

  it('keeps a component registration as metadata only, with a warning', async () => {
    const warnings: unknown[][] = [];
    const page = frame.page();
    const original = page.console.warn;
    page.console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      frame.send('builder.registerComponent', {
        spec: {
          name: 'Remote Block',
          inputs: [{ name: 'x', type: 'string' }],
          css: 'body { display: none }',
          noWrap: true,
        },
      });
      await waitFor(() => warnings.length, 'the warning');
    } finally {
      page.console.warn = original;
    }
    expect(String(warnings[0][0])).to.contain('component registration received from a host that is not trusted');
    expect(warnings[0][1]).to.equal(frame.origin);
    expect(registry(frame).get('Remote Block')).to.deep.equal({
      name: 'Remote Block',
      inputs: [{ name: 'x', type: 'string' }],
    });
    // Never over the page's own registration.
    frame.send('builder.registerComponent', { spec: { name: 'Text', inputs: [] } });
    await pageHandledMessages(frame);
    expect(registry(frame).get('Text')!.component).to.be.a('function');
  });
});

describe('an untrusted origin the site lists in trusted-hosts', () => {
  afterEach(closeEditors);

  it('may edit', async () => {
    const frame = await openInEditor('127.0.0.1', { trusted: 'example.com, 127.0.0.1' });
    await frame.next('builder.loaded');
    frame.send('builder.contentUpdate', { key: 'page', data: edit });
    await waitFor(() => headingText(frame) === 'Hijacked', 'the edit');
  });
});
