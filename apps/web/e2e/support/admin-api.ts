import { expect, type APIRequestContext } from '@playwright/test';
import type { Envelope } from '@portal/contracts';
import type { Job } from '@portal/contracts/jobs';
import type { SettingsDto } from '@portal/contracts/settings';
import { apiLogin } from './api.ts';
import { DEMO_PASSWORD, USERS } from './users.ts';

/** Calls as the demo administrator, for checks behind the Jobs and Settings screens and for restoring data. */
export async function adminApi(request: APIRequestContext) {
  const { token, user } = await apiLogin(request, USERS.admin.email, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  return {
    async jobByCode(code: string): Promise<Job> {
      const res = await request.get('/api/v1/job-list', { headers });
      expect(res.status()).toBe(200);
      const job = ((await res.json()) as Envelope<Job[]>).data.find((j) => j.code === code);
      if (!job) throw new Error(`no job ${code}`);
      return job;
    },
    async setJobTimings(id: number, start: string, end: string): Promise<void> {
      const res = await request.put(`/api/v1/job-update-timings/${id}`, {
        headers,
        data: { default_job_start_time: start, default_job_end_time: end },
      });
      expect(res.status()).toBe(200);
    },
    async setJobCustomer(id: number, customer_name: string | null): Promise<void> {
      const res = await request.put(`/api/v1/job-customer/${id}`, { headers, data: { customer_name } });
      expect(res.status(), await res.text()).toBe(200);
    },
    async settings(): Promise<SettingsDto> {
      const res = await request.get(`/api/v1/setting/${user.settingsID}`, { headers });
      expect(res.status()).toBe(200);
      return ((await res.json()) as Envelope<SettingsDto>).data;
    },
  };
}
