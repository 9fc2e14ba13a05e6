import { expect, test } from '@playwright/test';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

interface PublicConfig {
  iosStoreUrl: string;
  androidStoreUrl: string;
  androidAppLink: string;
}

test.describe('the invitation redirect', () => {
  test('a desktop browser shows Redirecting and goes to the portal', async ({ page }) => {
    await page.goto('/userregisteration?code=INV-42');
    await expect(page.getByText('Redirecting')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  });

  test('an iPhone goes to the App Store', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: IPHONE, baseURL });
    const page = await context.newPage();
    const config = (await (await page.request.get('/api/v1/public-config')).json()) as PublicConfig;
    await page.route(`${new URL(config.iosStoreUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>App Store</h1>' }),
    );
    await page.goto('/userregisteration?code=INV-42');
    await expect(page.getByText('Redirecting')).toBeVisible();
    await expect(page).toHaveURL(config.iosStoreUrl, { timeout: 6_000 });
    await context.close();
  });

  test('an Android phone goes to the Play Store with the code as referrer', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: ANDROID, baseURL });
    const page = await context.newPage();
    const config = (await (await page.request.get('/api/v1/public-config')).json()) as PublicConfig;
    await page.route(`${new URL(config.androidStoreUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Play Store</h1>' }),
    );
    await page.goto('/userregisteration?code=INV 42');
    await expect(page).toHaveURL(`${config.androidStoreUrl}&referrer=INV%2042`, { timeout: 6_000 });
    await context.close();
  });
});
