/**
 * The server pass in Chromium: after hydration it ends (in a transition) only once no Suspense
 * boundary of the page awaits its streamed HTML. React 19.2 streams large boundaries after the
 * shell and reveals them in throttled batches; an update reaching one before its reveal makes
 * React render it afresh, throwing the server's nodes away (src/render/server-pass.ts).
 */
import { expect } from 'chai';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { nextTask, waitFor } from '../../test/helpers/browser.ts';
import { useServerPass } from './server-pass.ts';

function Pass() {
  return <p>{useServerPass() ? 'server pass' : 'client'}</p>;
}

/** Hydrates `<Pass/>` server HTML in a fresh container; the page's other nodes are the test's. */
async function hydrated(): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Pass />);
  document.body.append(container);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <Pass />);
  });
  return { container, root };
}

describe('useServerPass', () => {
  let streamed: Comment | undefined;
  afterEach(() => {
    streamed?.remove();
    streamed = undefined;
  });

  it('ends once hydration has committed when nothing is streamed', async () => {
    const { container, root } = await hydrated();
    await waitFor(() => container.textContent === 'client', 'the end of the server pass');
    root.unmount();
    container.remove();
  });

  for (const marker of ['$~', '$?']) {
    it(`waits while a boundary is marked ${marker} (streamed, not revealed yet), and ends at its reveal`, async () => {
      streamed = document.createComment(marker);
      document.body.append(streamed);
      const { container, root } = await hydrated();
      for (let i = 0; i < 5; i++) await nextTask();
      expect(container.textContent).to.equal('server pass');
      streamed.data = '$'; // what React's reveal script does once it has moved the HTML in
      await waitFor(() => container.textContent === 'client', 'the end of the server pass after the reveal');
      root.unmount();
      container.remove();
    });
  }
});
