import { expect, type APIRequestContext } from '@playwright/test';
import type { Envelope } from '@portal/contracts';
import { addDays, weekOf } from '@portal/domain';
import { apiLogin } from './api.ts';
import { DEMO_PASSWORD } from './users.ts';

export const TZ = 'America/New_York';
export const thisWeek = () => weekOf(Date.now(), TZ);

type Employee = { id: number; first_name: string; last_name: string; code: string };
type Job = { id: number; name: string; code: string };

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  return (await apiLogin(request, email, DEMO_PASSWORD)).token;
}

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

export const employeeOptions = (request: APIRequestContext, token: string) =>
  get<Employee[]>(request, token, '/api/v1/time-sheet-employee-options');
export const jobOptions = (request: APIRequestContext, token: string) =>
  get<Job[]>(request, token, '/api/v1/time-sheet-job-options');

/** Adds manual entries on a day of this week ('HH:mm' local times) and answers their ids. */
export async function addManual(
  request: APIRequestContext,
  token: string,
  entries: { emp_id: number; job_id: number; day: number; from: string; to: string; notes?: string }[],
): Promise<number[]> {
  const monday = thisWeek().start;
  const res = await request.post('/api/v1/add-time-entries', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 1,
      time_entries: entries.map((e) => ({
        emp_id: e.emp_id,
        job_id: e.job_id,
        clock_in_date_time: `${addDays(monday, e.day)} ${e.from}:00`,
        clock_out_date_time: `${addDays(monday, e.day)} ${e.to}:00`,
        notes: e.notes ?? 'employee was at offsite meeting',
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Envelope<{ ids: number[] }>).data.ids;
}

export const fullName = (e: Employee) => `${e.first_name} ${e.last_name}`;
