import { describe, expect, it } from 'vitest';
import { userAttributesFor } from './user-attributes.ts';

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
    expect(userAttributesFor('http://bad host/x', undefined)).toEqual({ urlPath: '/', host: undefined, device: 'desktop' });
  });
});
