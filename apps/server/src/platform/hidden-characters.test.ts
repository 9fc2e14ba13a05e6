import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MSG } from '@portal/contracts/fields';
import { bearer, createCompany, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';

/** Issue 37 defect 8: names must read as what they are, in grids and in files. */
describe.each(ENGINES)('invisible and text-direction characters on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const company = await createCompany(t.db);
    admin = await signIn(t.app, company.users.admin.email);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(admin), payload });
  const addCompany = (name: string) => send('POST', '/api/v1/sub-contractor-companies-add', { name });

  /** The bidi controls, the zero-width characters, the word joiner, the BOM and their kin. */
  const HIDDEN = [
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
    ...['\u2066', '\u2067', '\u2068', '\u2069'],
    ...['\u200B', '\u200C', '\u200D', '\u200E', '\u200F'],
    ...['\u2060', '\u2061', '\u2064', '\uFEFF', '\u061C', '\u00AD', '\u180E', '\u2028', '\u3164'],
  ];

  it.each(HIDDEN.map((c) => [`U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`, c]))(
    'refuses %s inside a name with 422 on its field',
    async (_code, c) => {
      const res = await addCompany(`Acme${c}Coat`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: FIELD_MSG.formatCharacter });
    },
  );

  it.each([
    [
      'a note of a bulk call',
      () =>
        send('POST', '/api/v1/add-time-entries', {
          type: 1,
          time_entries: [{ emp_id: 1, job_id: 1, notes: 'late \u202Eetal' }],
        }),
      'time_entries.0.notes',
    ],
    [
      'a search',
      () => get('/api/v1/audit-log-list?start_date=2025-11-17&end_date=2025-11-23&search=Ad%E2%80%8Bmin'),
      'search',
    ],
    [
      'a meeting title',
      () =>
        send('POST', '/api/v1/invite-meeting', {
          title: '\u2067Safety\u2069',
          location: 'Yard',
          description: 'Talk',
        }),
      'title',
    ],
    ['a query field', () => get('/api/v1/meeting-list?company_code=%EF%BB%BFSUMMIT01'), 'company_code'],
    [
      'a profile field',
      () => send('PUT', '/api/v1/profile', { phone_number: '201555\u20600123' }),
      'phone_number',
    ],
  ])('refuses one in %s with 422 on its field', async (_where, call, field) => {
    const res = await call();
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: FIELD_MSG.formatCharacter });
  });

  it.each([
    ['a family emoji (joiners between pictographs)', 'Crew \u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['a mechanic with a skin tone', 'Crew \u{1F469}\u{1F3FD}\u200D\u{1F527}'],
    ['a subdivision flag (tags)', 'Crew \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'],
    ['a Persian word with its non-joiner', 'Crew \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'],
    ['a Hindi word with its joiner', 'Crew \u0915\u094D\u200D\u0937'],
    ['right-to-left text itself', 'Crew \u05D0\u05D1\u05D2'],
  ])('keeps %s', async (_what, name) => {
    const res = await addCompany(name);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a joiner between Latin letters, where it only makes one name look like another', async () => {
    expect((await addCompany('Jo\u200Dhn')).statusCode).toBe(422);
    expect((await addCompany('Jo\u200Chn')).statusCode).toBe(422);
  });
});
