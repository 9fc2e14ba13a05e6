import { expect, type APIRequestContext } from '@playwright/test';
import type { Envelope } from '@portal/contracts';
import type { OvertimePoliciesDto } from '@portal/contracts/overtime-policies';
import type { OvertimePreset } from '@portal/domain/overtime-policy';
import { apiLogin } from './api.ts';
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
