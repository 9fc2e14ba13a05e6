/**
 * Waits for a change to reach a kept copy: on PostgreSQL an instance hears of a commit by its
 * notification, a moment after it (platform/authorization-cache.ts). Ten seconds at most, for a
 * loaded machine.
 */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not within 10 s');
}
