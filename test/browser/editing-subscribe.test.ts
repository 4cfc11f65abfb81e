/**
 * Gen 2's `subscribeToEditor` in a page under edit (test/browser/editing-subscribe.html, which
 * renders nothing itself): the editor simulator frames it on a trusted host (`localhost`) or not
 * (`127.0.0.1`), and the test reads what the page's callback received.
 */
import { expect } from 'chai';
import { waitFor } from '../helpers/browser.ts';
import { closeEditors, openInEditor, pageHandledMessages, type EditorFrame } from './editing-helpers.ts';

type SubscribePage = Window &
  typeof globalThis & { updates?: { id?: string; data?: { title?: string } }[]; unsubscribe?: () => void };

const open = (host: 'localhost' | '127.0.0.1', query: Record<string, string> = {}) =>
  openInEditor(host, query, { page: 'editing-subscribe.html', ready: (page) => (page as SubscribePage).updates });
const updates = (frame: EditorFrame) => (frame.page() as SubscribePage).updates!;
const header = (title: string) => ({ id: 'header-entry', data: { title, blocks: [] } });

describe('subscribeToEditor', () => {
  afterEach(closeEditors);

  it("announces the page to a trusted editor and hands the model's content to the callback, each new version once", async () => {
    const frame = await open('localhost');
    await frame.next('builder.loaded');
    frame.send('builder.contentUpdate', { key: 'header', data: header('First') });
    await waitFor(() => updates(frame).length === 1, 'the first update');
    frame.send('builder.contentUpdate', {
      key: 'footer',
      data: { id: 'footer-entry', data: { title: 'Other model' } },
    });
    frame.send('builder.selectionChange', { selection: ['some-block'] });
    frame.send('builder.contentUpdate', { key: 'header', data: header('Second') });
    await waitFor(() => updates(frame).length === 2, 'the second update');
    await pageHandledMessages(frame);
    expect(updates(frame).map((content) => [content.id, content.data?.title])).to.deep.equal([
      ['header-entry', 'First'],
      ['header-entry', 'Second'],
    ]);
  });

  it('stops when the returned function is called', async () => {
    const frame = await open('localhost');
    await frame.next('builder.loaded');
    frame.send('builder.contentUpdate', { key: 'header', data: header('Before') });
    await waitFor(() => updates(frame).length === 1, 'the first update');
    (frame.page() as SubscribePage).unsubscribe!();
    frame.send('builder.contentUpdate', { key: 'header', data: header('After') });
    await pageHandledMessages(frame);
    expect(updates(frame).map((content) => content.data?.title)).to.deep.equal(['Before']);
  });

  it('takes nothing from an editor on an untrusted host', async () => {
    const frame = await open('127.0.0.1');
    await pageHandledMessages(frame); // the protocol listens (it loads after the page)
    frame.send('builder.contentUpdate', { key: 'header', data: header('Injected') });
    await pageHandledMessages(frame);
    expect(updates(frame)).to.deep.equal([]);
    expect(frame.received.map((message) => message.type)).not.to.include('builder.loaded');
  });

  it('trusts the hosts given as trustedHosts', async () => {
    const frame = await open('127.0.0.1', { trusted: '127.0.0.1' });
    await frame.next('builder.loaded');
    frame.send('builder.contentUpdate', { key: 'header', data: header('From a trusted host') });
    await waitFor(() => updates(frame).length === 1, 'the update');
    expect(updates(frame)[0].data?.title).to.equal('From a trusted host');
  });
});
