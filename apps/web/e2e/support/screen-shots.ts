import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/screens');

/** Screenshot tests refresh docs/screens/ only when asked (UPDATE_SCREENS=1), like screens.spec.ts. */
export function skipUnlessUpdatingScreens(): void {
  test.skip(!process.env.UPDATE_SCREENS, 'refreshes docs/screens only with UPDATE_SCREENS=1');
}

export function saveScreen(page: Page, name: string, fullPage = false): Promise<Buffer> {
  return page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled', fullPage });
}
