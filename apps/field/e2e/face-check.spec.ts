import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURES } from './support/face-fixtures.ts';
import { FOREMAN, signInField } from './support/field.ts';

/**
 * The face check on the phone, through the app's own screens: the fake camera shows person A (framed
 * wider, brighter and turned 5 degrees from the reference); the reference photo is the test's picture,
 * A's or B's (the demo foreman has none on file, and the demo's stored photos are faceless silhouettes).
 */
async function clockInWithReference(page: Page, reference: string): Promise<string> {
  // The demo foreman has no photo on file: his profile names the test's picture as his reference.
  await page.route('**/api/v1/mobile/profile', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data.employee.reference_photo = `/api/v1/files/test-${reference}`;
    await route.fulfill({ response: res, json: body });
  });
  await page.route(`**/api/v1/files/test-${reference}`, (route) =>
    route.fulfill({ body: fs.readFileSync(path.join(FIXTURES, reference)), contentType: 'image/jpeg' }),
  );
  await signInField(page, FOREMAN);
  // The reference is worked out once, after sign-in, and kept on the phone.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('field-app');
              open.onsuccess = () => {
                const get = open.result.transaction('kv').objectStore('kv').getAll();
                get.onsuccess = () =>
                  resolve(get.result.some((r: { key: string }) => r.key.startsWith('face:')));
              };
            }),
        ),
      { timeout: 240_000 },
    )
    .toBe(true);
  await page.getByRole('button', { name: /^Clock (in|out)$/ }).click();
  const jobs = page.getByRole('region', { name: 'Choose the job' });
  if (await jobs.isVisible()) await jobs.getByRole('listitem').first().getByRole('button').click();
  await page.getByRole('button', { name: 'Take photo' }).click();
  const started = Date.now();
  const verdict = page.locator('.flow .list li').first().locator('span').last();
  await expect(verdict).not.toHaveText('Checking the face…', { timeout: 240_000 });
  const text = (await verdict.textContent())!;
  test.info().annotations.push({
    type: `face check with ${reference} (ms)`,
    description: String(Date.now() - started),
  });
  console.log(`face check with ${reference}: "${text}" in ${Date.now() - started} ms`);
  return text;
}

test.describe('face check', () => {
  test.setTimeout(600_000);

  test('matches the same face altered (framing, brightness, a slight turn)', async ({ page }) => {
    expect(await clockInWithReference(page, 'a-reference.jpg')).toBe('Face matches');
  });

  test('does not match a different face', async ({ page }) => {
    expect(await clockInWithReference(page, 'b-reference.jpg')).toBe(
      'The face does not match the reference photo: the punch is flagged.',
    );
  });
});
