import { expect, type APIRequestContext } from '@playwright/test';
import type { Envelope } from '@portal/contracts';
import type { OvertimePoliciesDto } from '@portal/contracts/overtime-policies';
import type { OvertimePreset } from '@portal/domain/overtime-policy';
import { apiLogin } from './api.ts';
import { apiToken } from './timesheets-api.ts';
import { DEMO_PASSWORD, USERS } from './users.ts';

const PATH = '/api/v1/overtime-policies';

async function adminHeaders(request: APIRequestContext) {
  const { token } = await apiLogin(request, USERS.admin.email, DEMO_PASSWORD);
  return { authorization: `Bearer ${token}` };
}

/** The demo company's overtime policies, as the administrator reads them. */
export async function policies(request: APIRequestContext): Promise<OvertimePoliciesDto> {
  const res = await request.get(PATH, { headers: await adminHeaders(request) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<OvertimePoliciesDto>).data;
}

/**
 * Sets the demo company's overtime policy to a preset, every site following it. The browser tests
 * share one server: a test that sets California puts Federal (the seeded policy) back when it ends.
 */
export async function setCompanyPolicy(request: APIRequestContext, preset: OvertimePreset): Promise<void> {
  const { sites } = await policies(request);
  const res = await request.put(PATH, {
    headers: await adminHeaders(request),
    data: { company: { preset }, sites: sites.map((s) => ({ site_id: s.site_id, policy: null })) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * What a test that set a policy and added time leaves for the next (the browser tests share one
 * server): its entries deleted, the company federal again with every site following it.
 */
export async function putBackFederal(
  request: APIRequestContext,
  addedEntries: readonly number[],
): Promise<void> {
  if (addedEntries.length > 0) {
    const token = await apiToken(request, USERS.admin.email);
    const res = await request.post('/api/v1/time-entry-bulk-delete', {
      headers: { authorization: `Bearer ${token}` },
      data: { time_ids: addedEntries },
    });
    expect(res.status()).toBe(204);
  }
  await setCompanyPolicy(request, 'federal');
}
