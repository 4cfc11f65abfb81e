/**
 * Conformance: xss-exploit.spec. The page's jsCode posts `builder.evaluate` messages; the kit
 * must never run code it receives by `postMessage` from an untrusted sender. This kit honours
 * `builder.evaluate` only from a trusted editor parent, and the test page is not framed by one,
 * so no tab opens; the equivalent check (EXPECTATIONS.md, "Caution for harness authors") is that
 * no injected code runs and no exploit marker appears.
 */
import { expect } from 'chai';
import { cleanup, quiet, renderRoute, viewport, waitFor } from './harness.tsx';

describe('conformance: security', () => {
  before(() => viewport());
  afterEach(() => cleanup());

  describe('xss-exploit.json (/xss-exploit)', () => {
    it('runs the page jsCode but never evaluates code sent by postMessage', async () => {
      const opened: unknown[] = [];
      const originalOpen = window.open;
      const originalAlert = window.alert;
      const alerts: unknown[] = [];
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
      window.alert = (message?: unknown) => {
        alerts.push(message);
      };
      const posted: unknown[] = [];
      const listener = (event: MessageEvent) => posted.push(event.data);
      window.addEventListener('message', listener);
      try {
        await renderRoute('/xss-exploit');
        // The jsCode did run: it posted its builder.evaluate message (every listener has had it by then).
        await waitFor(
          () => posted.some((data) => (data as { type?: string })?.type === 'builder.evaluate'),
          'the builder.evaluate message',
        );
        await quiet();
        expect(opened).to.have.length(0);
        expect(alerts).to.have.length(0);
        expect(document.body.textContent).not.to.contain('Exploit attempted');
      } finally {
        window.open = originalOpen;
        window.alert = originalAlert;
        window.removeEventListener('message', listener);
      }
    });
  });
});
