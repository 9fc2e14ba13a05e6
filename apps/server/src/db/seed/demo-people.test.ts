import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { imageExtension } from '../../platform/files.ts';
import { DEMO_COMPANY, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';
import { seedDemoPeople, silhouettePng } from './demo-people.ts';

describe('silhouettePng', () => {
  it('makes a PNG the file store accepts', () => {
    const png = silhouettePng(16, [255, 255, 255], [0, 0, 0]);
    expect(imageExtension(png)).toBe('png');
    expect(png.readUInt32BE(16)).toBe(16);
  });
});

describe.each(ENGINES)('seedDemoPeople on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const now = new Date();
    await seedDemo(t.db, now);
    await seedDemoPeople(t.db, t.app.ctx.files, now);
    admin = await signIn(t.app, DEMO_USERS[0].email, DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('gives a few employees photos with exactly one original each, which the portal serves', async () => {
    const images = await t.db.selectFrom('employee_images').select(['employee_id', 'is_default']).execute();
    const byEmployee = new Map<number, typeof images>();
    for (const i of images) byEmployee.set(i.employee_id, [...(byEmployee.get(i.employee_id) ?? []), i]);
    expect(byEmployee.size).toBeGreaterThanOrEqual(3);
    for (const photos of byEmployee.values()) {
      expect(photos.length).toBeGreaterThanOrEqual(2);
      expect(photos.filter((p) => p.is_default === 1)).toHaveLength(1);
    }
    const [employeeId] = byEmployee.keys();
    const detail = (await get(`/api/v1/employee/${employeeId}`)).json().data;
    const photo = await t.app.inject({ method: 'GET', url: detail.employee_images[0].image_path });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('adds past, upcoming and cancelled meetings with invites in every state', async () => {
    const meetings = (await get(`/api/v1/meeting-list?company_code=${DEMO_COMPANY.code}`)).json().data as {
      meeting_end_at: string;
      status: number;
      counts: { accepted: number; rejected: number; pending: number };
    }[];
    const now = new Date().toISOString();
    expect(meetings.some((m) => m.meeting_end_at < now)).toBe(true);
    expect(meetings.some((m) => m.meeting_end_at > now && m.status === 1)).toBe(true);
    expect(meetings.some((m) => m.status === 3)).toBe(true);
    const total = (k: 'accepted' | 'rejected' | 'pending') => meetings.reduce((n, m) => n + m.counts[k], 0);
    expect([total('accepted'), total('rejected'), total('pending')].every((n) => n > 0)).toBe(true);
  });

  it('links one foreman to a mobile account that sees its notifications, read and unread, and its invites', async () => {
    const account = await t.db
      .selectFrom('users')
      .select('email')
      .where('employee_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const mobile = await signIn(t.app, account.email, DEMO_PASSWORD);
    const inbox = (await get('/api/v1/mobile/notifications', mobile)).json().data as { is_read: boolean }[];
    expect(inbox.some((n) => n.is_read)).toBe(true);
    expect(inbox.some((n) => !n.is_read)).toBe(true);
    const invites = (await get('/api/v1/mobile/meetings', mobile)).json().data;
    expect(invites.length).toBeGreaterThanOrEqual(3);
  });
});
