import type { PublicConfig } from './api/get-public-config.ts';

export type Platform = 'android' | 'ios' | 'other';

/** Wait before leaving for the store, giving the installed app the chance to open first. */
export const STORE_REDIRECT_DELAY_MS = 2000;

export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  // iPadOS reports itself as a Mac; its touch screen tells it apart.
  if (/iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  return 'other';
}

export interface RegistrationRedirect {
  /** Opened at once (Android): the installed app receives the invitation code. */
  appLink: string | null;
  /** Where the browser goes after the delay: a store, or the portal for other devices. */
  target: string;
}

function withParam(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

export function registrationRedirect(
  platform: Platform,
  config: PublicConfig,
  code: string,
): RegistrationRedirect {
  switch (platform) {
    case 'android':
      return {
        appLink: code ? withParam(config.androidAppLink, 'code', code) : config.androidAppLink,
        target: code ? withParam(config.androidStoreUrl, 'referrer', code) : config.androidStoreUrl,
      };
    case 'ios':
      return { appLink: null, target: config.iosStoreUrl };
    default:
      return { appLink: null, target: '/' };
  }
}
