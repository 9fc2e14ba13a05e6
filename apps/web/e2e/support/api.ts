import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthUser, Envelope, LoginData } from '@portal/contracts';

/** Direct calls to the API, for checks behind the screen and for putting shared data back. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginData> {
  const res = await request.post('/api/v1/login', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return ((await res.json()) as Envelope<LoginData>).data;
}

export async function apiMe(request: APIRequestContext, token: string): Promise<AuthUser> {
  const res = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<AuthUser>).data;
}

export async function apiMeStatus(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
  return res.status();
}

export async function apiLogout(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
}

/** Sets a user's password back (tests that change one restore the demo password afterwards). */
export async function apiSetPassword(
  request: APIRequestContext,
  email: string,
  current: string,
  next: string,
): Promise<void> {
  const { token, user } = await apiLogin(request, email, current);
  const res = await request.post('/api/v1/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: user.id, old_password: current, new_password: next, repeat_password: next },
  });
  expect(res.status()).toBe(200);
}

/** Whether a password signs in (true) or is refused (false). */
export async function passwordWorks(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/login', { data: { email, password } });
  return res.status() === 200;
}

/** Answers the page's calls to `url` with `data` in the portal's envelope, as the server would. */
export async function answerWith(page: Page, url: string, data: (request: URL) => unknown): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      json: { status: true, message: '', data: data(new URL(route.request().url())), errors: null },
    }),
  );
}
