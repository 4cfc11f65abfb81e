// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTrackingDisabled, defaultCanTrack, isBot, trackingApplies } from './tracking-permission.ts';

afterEach(() => {
  vi.restoreAllMocks();
  delete (window as { builderNoTrack?: unknown }).builderNoTrack;
  history.replaceState(null, '', '/');
});

describe('tracking permission', () => {
  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0 Safari/537.36',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'DuckDuckBot/1.1',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0)',
    'Slurp',
    'PhantomJS',
    'selenium',
    'puppeteer',
    'prerender',
    'some crawler',
    '   ',
    '',
  ])('treats %j as a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it('treats a visitor browser as a person', () => {
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'),
    ).toBe(false);
  });

  it('defaults canTrack to true for a visitor, false for a bot, opt-out or disabled cookies', () => {
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/156.0');
    expect(defaultCanTrack()).toBe(true);
    userAgent.mockReturnValue('Mozilla/5.0 HeadlessChrome/156.0');
    expect(defaultCanTrack()).toBe(false);
    userAgent.mockReturnValue('Mozilla/5.0 Chrome/156.0');
    (window as { builderNoTrack?: unknown }).builderNoTrack = true;
    expect(browserTrackingDisabled()).toBe(true);
    expect(defaultCanTrack()).toBe(false);
    delete (window as { builderNoTrack?: unknown }).builderNoTrack;
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(defaultCanTrack()).toBe(false);
  });

  it('applies only in production, outside previews', () => {
    expect(trackingApplies('production')).toBe(true);
    expect(trackingApplies('qa')).toBe(false);
    history.replaceState(null, '', '/?builder.preview=page');
    expect(trackingApplies('production')).toBe(false);
  });
});
