import { expect } from 'chai';
import { testEnv } from '../helpers/browser.ts';

describe('browser test environment', () => {
  it('presents a visitor user agent, not a headless one (the kit does not track bots)', () => {
    expect(navigator.userAgent).not.to.match(/headless/i);
  });

  it('knows the local content service address', () => {
    expect(testEnv().serviceUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
