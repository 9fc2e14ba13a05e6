import { WEB_TOKEN_KEY } from '@portal/contracts';

/** The bearer token of this browser, kept in local storage under the spec's key. */
export const tokenStorage = {
  key: WEB_TOKEN_KEY,
  get(): string | null {
    return localStorage.getItem(WEB_TOKEN_KEY);
  },
  set(token: string): void {
    localStorage.setItem(WEB_TOKEN_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(WEB_TOKEN_KEY);
  },
};
