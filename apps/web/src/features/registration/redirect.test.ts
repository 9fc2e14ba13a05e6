import { describe, expect, it } from 'vitest';
import { detectPlatform, registrationRedirect } from './redirect.ts';

const config = {
  iosStoreUrl: 'https://apps.apple.com/app/id1',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.example.app',
  androidAppLink: 'timeportal://userregisteration',
};

describe('the invitation redirect', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile', 0, 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605', 0, 'other'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 0, 'other'],
  ] as const)('reads %s (touch points %d) as %s', (ua, touch, platform) => {
    expect(detectPlatform(ua, touch)).toBe(platform);
  });

  it('opens the Android app with the code, then the store with the code as referrer', () => {
    expect(registrationRedirect('android', config, 'AB 12&x')).toEqual({
      appLink: 'timeportal://userregisteration?code=AB%2012%26x',
      target: 'https://play.google.com/store/apps/details?id=com.example.app&referrer=AB%2012%26x',
    });
  });

  it('sends iOS to its store and other devices to the portal', () => {
    expect(registrationRedirect('ios', config, 'C1')).toEqual({ appLink: null, target: config.iosStoreUrl });
    expect(registrationRedirect('other', config, 'C1')).toEqual({ appLink: null, target: '/' });
  });
});
