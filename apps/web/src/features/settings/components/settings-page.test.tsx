import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@portal/contracts';
import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { SETTINGS_MSG, type SettingsDto } from '@portal/contracts/settings';
import { OVERTIME_PRESETS } from '@portal/domain/overtime-policy';
import { envelope, failure, http, server } from '../../../test/api-mock.ts';
import { createUser } from '../../../test/factories.ts';
import { formItemOf, renderScreen } from '../../../test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

function createSettings(overrides: Partial<SettingsDto> = {}): SettingsDto {
  return {
    id: 1,
    company_code: 'SUMMIT01',
    time_zone: 'America/New_York',
    night_shift_check_time: '18:00:00',
    break_time: '00:30:00',
    default_job_start_time: '07:00:00',
    default_job_stop_time: '15:30:00',
    next_day_clock_out_rounding_time: '08:00:00',
    break_time_shift_length: '06:00:00',
    before_clock_in_rounding: '00:07:00',
    after_clock_in_rounding: '00:07:00',
    before_clock_out_rounding: '00:07:00',
    after_clock_out_rounding: '00:07:00',
    double_clock_in_clock_out_window: '00:01:00',
    time_entry_split_threshold: '15:00:00',
    time_entry_length_threshold: '12:00:00',
    gps_distance_threshold: 3,
    regular_time: '40:00:00',
    smtp_server: null,
    smtp_port: 587,
    smtp_username: null,
    smtp_password_set: false,
    smtp_from: null,
    smtp_to: null,
    star_builder_schedule: '12:00PM, 07:00PM',
    star_builder_last_synced: null,
    cmic_companycode: 'SUMMIT01',
    adp_company_code: null,
    paychex_client_id: null,
    quickbooks_company_name: null,
    quickbooks_company_create_time: null,
    updated_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

const writer = createUser({
  permissions: { Settings: [PERMISSIONS.Settings.read, PERMISSIONS.Settings.write] },
});
const reader = createUser({ permissions: { Settings: [PERMISSIONS.Settings.read] } });

/** Answers the screen's calls: the settings, the database's size and the overtime policies. */
function serve(settings = createSettings()) {
  server.use(
    http.get('/api/v1/setting/{id}', ({ response }) => response(200).json(envelope(settings))),
    http.get('/api/v1/database-info', ({ response }) =>
      response(200).json(envelope({ engine: 'sqlite', size_bytes: 5_452_595, backup_available: true })),
    ),
    http.get('/api/v1/overtime-policies', ({ response }) =>
      response(200).json(envelope({ company: { ...OVERTIME_PRESETS.federal }, sites: [] })),
    ),
  );
}

/** Saves each settings update as `saved`, keeping the bodies sent. */
function acceptUpdate(saved = createSettings()) {
  const sent: unknown[] = [];
  server.use(
    http.put('/api/v1/setting/{id}', async ({ request, response }) => {
      sent.push(await request.json());
      return response(200).json(envelope(saved, SETTINGS_MSG.updated));
    }),
  );
  return sent;
}

async function field(label: string) {
  return screen.findByLabelText(label);
}

async function replace(label: string, text: string) {
  fireEvent.change(await field(label), { target: { value: text } });
}

const update = () => userEvent.click(screen.getByRole('button', { name: 'Update Settings' }));

// The whole form renders in each test, which takes jsdom a few seconds on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
describe('the settings screen', { timeout: 30_000 }, () => {
  it.each([
    [
      'negative or malformed values',
      [
        ['GPS Distance Threshold', '-1', SETTINGS_MSG.gps],
        ['Normal Work Week', '40 hours', SETTINGS_MSG.normalWorkWeek],
        ['SMTP Port', '-25', SETTINGS_MSG.portNegative],
        ['Sync Schedule', '5pm and 7pm', SETTINGS_MSG.schedule],
        ['SMTP To', 'not-an-address', SETTINGS_MSG.smtpTo],
      ],
    ],
    [
      'empty or out-of-range values',
      [
        ['GPS Distance Threshold', '', SETTINGS_MSG.gps],
        ['Normal Work Week', '', SETTINGS_MSG.normalWorkWeek],
        ['SMTP Port', '70000', SETTINGS_MSG.portInvalid],
      ],
    ],
  ])('refuses %s with the spec’s messages', async (_case, cases) => {
    serve();
    const sent = acceptUpdate();
    renderScreen(<SettingsPage />, { user: writer });
    for (const [label, text] of cases) await replace(label!, text!);
    await update();
    for (const [label, , expected] of cases) {
      await waitFor(() => expect(formItemOf(screen.getByLabelText(label!)).textContent).toContain(expected));
    }
    expect(sent).toHaveLength(0);
  });

  it('asks for a port, a domain and a password once an SMTP server is set', async () => {
    serve();
    renderScreen(<SettingsPage />, { user: writer });
    await replace('SMTP Server', 'smtp.example.com');
    await replace('SMTP Port', '');
    await replace('SMTP Username', 'mailer');
    await update();
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText('SMTP From')).textContent).toContain(SETTINGS_MSG.from),
    );
    expect(formItemOf(screen.getByLabelText('SMTP Port')).textContent).toContain(SETTINGS_MSG.portInvalid);
    expect(formItemOf(screen.getByLabelText('SMTP Password')).textContent).toContain(SETTINGS_MSG.password);
  });

  it('sends every field, the password only when typed, and says it is saved', async () => {
    const saved = createSettings({ gps_distance_threshold: 2.5 });
    serve();
    const sent = acceptUpdate(saved);
    renderScreen(<SettingsPage />, { user: writer });
    await replace('GPS Distance Threshold', '2.5');
    await update();
    expect(await screen.findByText(SETTINGS_MSG.updated)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      id: 1,
      time_zone: 'America/New_York',
      gps_distance_threshold: 2.5,
      regular_time: '40:00:00',
      break_time: '00:30:00',
      smtp_port: 587,
      star_builder_schedule: '12:00PM, 07:00PM',
    });
    expect(sent[0]).not.toHaveProperty('smtp_password');
  });

  it('shows, checks and sends the QuickBooks company file beside the other payroll ids', async () => {
    serve(createSettings({ quickbooks_company_name: 'Summit Coatings Inc.' }));
    const sent = acceptUpdate();
    renderScreen(<SettingsPage />, { user: writer });
    expect(((await field('QuickBooks Company Name')) as HTMLInputElement).value).toBe('Summit Coatings Inc.');
    await replace('QuickBooks Company Create Time', '11/27/2007');
    await update();
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText('QuickBooks Company Create Time')).textContent).toContain(
        PAYROLL_MSG.quickbooksCompanyCreateTime,
      ),
    );
    expect(sent).toHaveLength(0);
    await replace('QuickBooks Company Create Time', ' 1196184000 ');
    await update();
    expect(await screen.findByText(SETTINGS_MSG.updated)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      quickbooks_company_name: 'Summit Coatings Inc.',
      quickbooks_company_create_time: ' 1196184000 ',
    });
  });

  it('puts the server’s field errors beside their fields', async () => {
    serve();
    server.use(
      http.put('/api/v1/setting/{id}', ({ response }) =>
        response.untyped(
          failure(422, 'The given data was invalid.', { regular_time: SETTINGS_MSG.normalWorkWeek }),
        ),
      ),
    );
    renderScreen(<SettingsPage />, { user: writer });
    await field('Normal Work Week');
    await update();
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText('Normal Work Week')).textContent).toContain(
        SETTINGS_MSG.normalWorkWeek,
      ),
    );
  });

  it('tells whether a password is stored without showing it', async () => {
    serve(createSettings({ smtp_password_set: true }));
    renderScreen(<SettingsPage />, { user: writer });
    const password = (await field('SMTP Password')) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(password.placeholder).toBe('A password is stored');
  });

  it('shows the database engine and its size', async () => {
    serve();
    renderScreen(<SettingsPage />, { user: writer });
    expect(await screen.findByText('SQLite (embedded)')).toBeTruthy();
    expect(screen.getByText('5.2 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeTruthy();
  });

  it('is read-only without settings_read_write', async () => {
    serve();
    renderScreen(<SettingsPage />, { user: reader });
    for (const label of ['GPS Distance Threshold', 'Normal Work Week', 'SMTP Server', 'Break Time']) {
      expect((await field(label)).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Update Settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send test mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download backup' })).toBeNull();
  });
});
