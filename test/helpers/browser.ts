/** Helpers for browser tests (run by @web/test-runner in Chromium). */
export { HANG_GUARD_MS, nextTask, waitFor } from './wait.ts';

export interface TestEnv {
  /** Origin of the local content service started for this test run (requests to cdn.builder.io are answered by it). */
  serviceUrl: string;
  /**
   * Origin of a second local content service (its own tracking events and form submissions; it
   * also serves test/content-second-host and the demo site): a tree with this `apiHost` must
   * send every request here.
   */
  secondServiceUrl: string;
  /** API key the service accepts. */
  apiKey: string;
  /** Origin of the fault server (test/faults/fault-server.mjs): its first path segment names the fault. */
  faultUrl: string;
}

export function testEnv(): TestEnv {
  const env = (window as unknown as { __BUILDER_TEST__?: TestEnv }).__BUILDER_TEST__;
  if (!env) throw new Error('window.__BUILDER_TEST__ is missing: run browser tests through web-test-runner.config.mjs');
  return env;
}

/** A request the page started with `fetch`. */
export interface StartedRequest {
  method: string;
  url: string;
  /** Settles when the request does (never rejects: a failure resolves with the error). */
  settled: Promise<unknown>;
}

/**
 * Records every `fetch` the page starts from now until `stop()`, and passes each one on
 * unchanged (the request still goes over real HTTP). A request shows here as soon as it is
 * made, before any answer: "no request" can be checked without waiting for one to arrive.
 */
export function recordFetches(): { requests: StartedRequest[]; stop(): void } {
  const requests: StartedRequest[] = [];
  const original = window.fetch;
  const recorder = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const response = original.call(window, input, init);
    requests.push({
      method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
      url: new URL(request ? request.url : String(input), location.href).href,
      settled: response.then(
        (answer) => answer,
        (error: unknown) => error,
      ),
    });
    return response;
  };
  window.fetch = recorder;
  return {
    requests,
    stop: () => {
      if (window.fetch === recorder) window.fetch = original;
    },
  };
}
