import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Envelope } from '@portal/contracts';
import type { TimeSheetRow } from '@portal/contracts/timesheets';
import { addDays, localDateTimeToInstant, weekOf } from '@portal/domain';
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

/** Adds manual entries on a day of last week ('HH:mm' local times), where the screen opens, and answers their ids. */
export async function addManual(
  request: APIRequestContext,
  token: string,
  entries: { emp_id: number; job_id: number; day: number; from: string; to: string; notes?: string }[],
): Promise<number[]> {
  const monday = addDays(thisWeek().start, -7);
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
      // Fixtures may overlap on purpose (the approval warning's test).
      overlaps_confirmed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Envelope<{ ids: number[] }>).data.ids;
}

export const fullName = (e: Employee) => `${e.first_name} ${e.last_name}`;

/** A date of last week (0 Monday to 6 Sunday): the screen's tests work there, every day of it past. */
export const lastWeekDay = (day: number) => addDays(thisWeek().start, day - 7);

/** Last week's grid by employee, as the API answers it. */
export async function lastWeekRows(request: APIRequestContext, token: string): Promise<TimeSheetRow[]> {
  const week = `start_date=${lastWeekDay(0)}&end_date=${lastWeekDay(6)}`;
  const res = await request.get(`/api/v1/time-sheet-list?${week}&time_sheet_by=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<TimeSheetRow[]>).data;
}

/**
 * Clocks an employee or a sub-contractor worker in and out on a job through the mobile punch call, once per shift ('HH:mm' local
 * times on a date), and answers the time entries made.
 */
export async function clockShifts(
  request: APIRequestContext,
  token: string,
  worker: number,
  job: number,
  shifts: { date: string; from: string; to: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const { date, from, to } of shifts) {
    for (const [type, time] of [
      ['in', from],
      ['out', to],
    ] as const) {
      const res = await request.post('/api/v1/punches', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          client_id: randomUUID(),
          employee_id: worker,
          job_id: job,
          type,
          device_time: localDateTimeToInstant(`${date} ${time}:00`, TZ),
          face_match: true,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      if (type === 'in')
        ids.push(((await res.json()) as Envelope<{ time_entry_id: number }>).data.time_entry_id);
    }
  }
  return ids;
}
