import { describe, expect, it } from 'vitest';
import { detectDevice, userAttributesFor } from './user-attributes.ts';

describe('userAttributesFor', () => {
  it('reads path, host and device', () => {
    expect(userAttributesFor('http://localhost:8080/about?x=1', 'Mozilla/5.0 (iPhone)')).toEqual({
      urlPath: '/about',
      host: 'localhost:8080',
      device: 'mobile',
    });
  });

  it('accepts a bare path (server request without host) and extra attributes', () => {
    expect(userAttributesFor('/shop/item?id=2', undefined, { loggedIn: true })).toEqual({
      urlPath: '/shop/item',
      host: undefined,
      device: 'desktop',
      loggedIn: true,
    });
    expect(userAttributesFor(undefined, undefined).urlPath).toBe('/');
    expect(userAttributesFor('http://bad host/x', undefined)).toEqual({
      urlPath: '/',
      host: undefined,
      device: 'desktop',
    });
  });
});

describe('detectDevice', () => {
  it.each([
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36 Tablet', 'tablet'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36', 'mobile'],
    ['BlackBerry9700/5.0.0.351', 'mobile'],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/9.80)', 'mobile'],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; IEMobile/10.0)', 'mobile'],
    ['Mozilla/5.0 (Windows Phone 8.1; WPDesktop)', 'mobile'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)', 'mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', 'desktop'],
    ['', 'desktop'],
    [undefined, 'desktop'],
  ])('%s → %s', (userAgent, device) => {
    expect(detectDevice(userAgent)).toBe(device);
  });
});
