import { describe, expect, it } from 'vitest';
import {
  builderSdkSrcset,
  generateSrcset,
  isBuilderImageUrl,
  normalizeSizes,
  sizesFromWidths,
  srcsetFor,
  webpSrcset,
} from './image-urls.ts';

const API = 'https://cdn.builder.io/api/v1/image/assets%2Fabc%2Fdef';

describe('image URLs', () => {
  it('recognises only the image API of the content service', () => {
    expect(isBuilderImageUrl(API)).toBe(true);
    expect(isBuilderImageUrl('//cdn.builder.io/api/v1/image/x')).toBe(true);
    expect(isBuilderImageUrl('https://cdn.builder.io/api/v1/file/assets%2Fx')).toBe(false);
    expect(isBuilderImageUrl('https://example.com/api/v1/image/x?u=builder.io')).toBe(false);
  });

  it('asks the image API for each standard width', () => {
    expect(generateSrcset(API)?.split(', ')).toEqual(
      [100, 200, 400, 800, 1200, 1600, 2000].map((w) => `${API}?width=${w} ${w}w`),
    );
  });

  it('replaces the width a URL already asks for, and keeps the original as its own candidate', () => {
    const candidates = generateSrcset(`${API}?width=1003&quality=80`)?.split(', ');
    expect(candidates?.[0]).toBe(`${API}?width=100&quality=80 100w`);
    expect(candidates).toHaveLength(8);
    expect(candidates?.at(-1)).toBe(`${API}?width=1003&quality=80 1003w`);
  });

  it('does not list a standard width twice', () => {
    const candidates = generateSrcset(`${API}?width=800`)?.split(', ') ?? [];
    expect(candidates.filter((c) => c.endsWith(' 800w'))).toEqual([`${API}?width=800 800w`]);
  });

  it('uses Shopify size suffixes, without the protocol', () => {
    const candidates = generateSrcset('https://cdn.shopify.com/s/files/shirt_400x400.jpg?v=123')?.split(', ');
    expect(candidates?.[0]).toBe('//cdn.shopify.com/s/files/shirt_100x100.jpg?v=123 100w');
    expect(candidates?.at(-1)).toBe('//cdn.shopify.com/s/files/shirt_2000x2000.jpg?v=123 2000w');
  });

  it('gives no srcset for other hosts', () => {
    expect(generateSrcset('https://example.com/a.png')).toBeUndefined();
    expect(generateSrcset('https://cdn.builder.io/api/v1/file/assets%2Fx')).toBeUndefined();
  });

  it("lists Builder's SDKs' candidates: the standard widths, then the URL itself at 1x", () => {
    expect(builderSdkSrcset(API)?.split(', ')).toEqual([
      ...[100, 200, 400, 800, 1200, 1600, 2000].map((w) => `${API}?width=${w} ${w}w`),
      API,
    ]);
  });

  it("gives the URL its own width only when its query is exactly ?width=N, as Builder's SDKs read it", () => {
    const own = builderSdkSrcset(`${API}?width=800`)?.split(', ');
    expect(own).toHaveLength(7);
    expect(own?.filter((c) => c.includes('width=800'))).toEqual([`${API}?width=800 800w`]);
    const withQuality = builderSdkSrcset(`${API}?width=982&quality=80`)?.split(', ');
    expect(withQuality?.[3]).toBe(`${API}?width=800&quality=80 800w`);
    expect(withQuality?.at(-1)).toBe(`${API}?width=982&quality=80`);
    expect(builderSdkSrcset(`${API}?format=png&width=982`)?.split(', ').at(-1)).toBe(`${API}?format=png&width=982`);
  });

  it('lists Shopify sizes, then the URL itself at 1x; nothing for other hosts', () => {
    const url = 'https://cdn.shopify.com/s/files/shirt.jpg?v=123';
    const candidates = builderSdkSrcset(url)?.split(', ');
    expect(candidates?.[0]).toBe('//cdn.shopify.com/s/files/shirt_100x100.jpg?v=123 100w');
    expect(candidates?.at(-1)).toBe(url);
    expect(candidates).toHaveLength(8);
    expect(builderSdkSrcset('https://example.com/a.png')).toBeUndefined();
    expect(builderSdkSrcset('https://cdn.builder.io/api/v1/file/assets%2Fx')).toBeUndefined();
  });

  it('keeps a given srcset unless it belongs to another image-API picture', () => {
    expect(srcsetFor('https://example.com/a.png', 'a-1.png 1x, a-2.png 2x')).toBe('a-1.png 1x, a-2.png 2x');
    expect(srcsetFor(`${API}?width=500`, `${API}?width=100 100w`)).toBe(`${API}?width=100 100w`);
    expect(srcsetFor(API, 'https://cdn.builder.io/api/v1/image/other?width=100 100w')).toBe(generateSrcset(API));
  });

  it('asks for WebP in every candidate, with or without a query', () => {
    expect(webpSrcset(`${API}?width=100 100w, ${API}?width=200 200w`)).toBe(
      `${API}?format=webp&width=100 100w, ${API}?format=webp&width=200 200w`,
    );
    expect(webpSrcset(API)).toBe(`${API}?format=webp`);
  });

  it('drops a media condition from the last sizes entry', () => {
    expect(normalizeSizes('(max-width: 638px) 98vw, (max-width: 998px) 49vw, 71vw')).toBe(
      '(max-width: 638px) 98vw, (max-width: 998px) 49vw, 71vw',
    );
    expect(normalizeSizes('(max-width: 638px) 98vw, (min-width: 639px) 50vw')).toBe('(max-width: 638px) 98vw, 50vw');
  });

  it('derives sizes from responsive widths at the content breakpoints', () => {
    const breakpoints = { medium: 991, small: 640 };
    expect(sizesFromWidths({ large: '345px', medium: '100%' }, breakpoints)).toBe('(max-width: 991px) 100vw, 345px');
    expect(sizesFromWidths({ small: '50%' }, breakpoints)).toBe('(max-width: 640px) 50vw, 100vw');
    expect(sizesFromWidths({ large: 'auto' }, breakpoints)).toBeUndefined();
  });
});
