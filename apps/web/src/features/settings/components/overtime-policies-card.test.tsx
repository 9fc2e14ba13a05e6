import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OVERTIME_POLICY_MSG, type OvertimePoliciesDto } from '@portal/contracts/overtime-policies';
import { OVERTIME_PRESETS, type OvertimePolicy } from '@portal/domain/overtime-policy';
import { envelope, failure, http, server } from '../../../test/api-mock.ts';
import { formItemOf, renderScreen } from '../../../test/render.tsx';
import { createUser } from '../../../test/factories.ts';
import { OvertimePoliciesCard } from './overtime-policies-card.tsx';

const CUSTOM: OvertimePolicy = {
  preset: 'custom',
  daily_overtime_minutes: 9 * 60,
  daily_double_time_minutes: null,
  weekly_minutes: null,
  seventh_day: false,
};

function createPolicies(overrides: Partial<OvertimePoliciesDto> = {}): OvertimePoliciesDto {
  return {
    company: { ...OVERTIME_PRESETS.federal },
    sites: [
      { site_id: 11, site_code: 'NY-01', site_name: 'North Yard', policy: null },
      {
        site_id: 12,
        site_code: 'AK-02',
        site_name: 'Anchorage Terminal',
        policy: { ...OVERTIME_PRESETS.alaska },
      },
      { site_id: 13, site_code: 'TX-03', site_name: 'Houston Refinery', policy: CUSTOM },
    ],
    ...overrides,
  };
}

function serve(policies = createPolicies()) {
  server.use(http.get('/api/v1/overtime-policies', ({ response }) => response(200).json(envelope(policies))));
}

/** Saves each update, once `held` settles, keeping the bodies sent. */
function acceptSave(held?: Promise<void>) {
  const sent: unknown[] = [];
  server.use(
    http.put('/api/v1/overtime-policies', async ({ request, response }) => {
      sent.push(await request.json());
      await held;
      return response(200).json(envelope(createPolicies(), OVERTIME_POLICY_MSG.updated));
    }),
  );
  return sent;
}

function render(writable = true) {
  return renderScreen(<OvertimePoliciesCard writable={writable} />, { user: createUser() });
}

const siteSelect = (site: string) => screen.findByRole('combobox', { name: `Overtime policy of ${site}` });
const companySelect = () => screen.findByLabelText('Company policy');
const customGroup = (site: string) => screen.findByRole('group', { name: `Custom policy of ${site}` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save overtime policies' }));

/** Opens a Select and picks the option with this label. */
async function choose(combobox: HTMLElement, label: string) {
  fireEvent.mouseDown(combobox);
  const option = await waitFor(() => {
    const found = [
      ...document.querySelectorAll(
        `.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="${label}"]`,
      ),
    ].at(-1);
    if (!(found instanceof HTMLElement)) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(option);
  await waitFor(() => expect(formItemOf(combobox).textContent).toContain(label));
}

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

configure({ asyncUtilTimeout: 5_000 });
describe('the overtime policies section', { timeout: 30_000 }, () => {
  it('shows the company policy and each site’s, with what applies', async () => {
    serve(createPolicies({ company: { ...OVERTIME_PRESETS.california } }));
    render();
    const company = formItemOf(await companySelect());
    expect(company.textContent).toContain('California');
    expect(company.textContent).toContain(
      'Daily overtime after 8 h, double time after 12 h, weekly overtime after 40 h, seventh-day rule.',
    );
    const north = (await siteSelect('North Yard')).closest('tr')!;
    expect(north.textContent).toContain('Company policy');
    expect(north.textContent).toContain('As the company: Daily overtime after 8 h');
    const anchorage = (await siteSelect('Anchorage Terminal')).closest('tr')!;
    expect(anchorage.textContent).toContain('Alaska');
    // A site's policy sets its days; the week is the company's.
    expect(anchorage.textContent).toContain("Daily overtime after 8 h, the week as the company's.");
    const houston = await customGroup('Houston Refinery');
    expect((within(houston).getByLabelText('Daily overtime threshold') as HTMLInputElement).value).toBe('9');
    expect(screen.getByText(/approved entries and closed weeks keep their figures/)).toBeTruthy();
  });

  it('sends the company’s policy and every site’s, in minutes, and says they are saved', async () => {
    serve();
    const sent = acceptSave();
    render();
    await choose(await companySelect(), 'California');
    await choose(await siteSelect('North Yard'), 'Custom');
    // Custom starts from what applied: the company's California.
    const north = await customGroup('North Yard');
    expect((within(north).getByLabelText('Daily overtime threshold') as HTMLInputElement).value).toBe('8');
    type(within(north).getByLabelText('Daily overtime threshold'), '10');
    type(within(north).getByLabelText('Daily double-time threshold'), '12.5');
    expect(within(north).queryByLabelText('Weekly threshold')).toBeNull();
    await choose(await siteSelect('Houston Refinery'), 'Company policy');
    await save();
    expect(await screen.findByText(OVERTIME_POLICY_MSG.updated)).toBeTruthy();
    expect(sent).toEqual([
      {
        company: { preset: 'california' },
        sites: [
          {
            site_id: 11,
            policy: {
              preset: 'custom',
              daily_overtime_minutes: 600,
              daily_double_time_minutes: 750,
              weekly_minutes: null,
              seventh_day: true,
            },
          },
          { site_id: 12, policy: { preset: 'alaska' } },
          { site_id: 13, policy: null },
        ],
      },
    ]);
  });

  it('refuses a custom policy the server would refuse, with the same message, and sends nothing', async () => {
    serve();
    const sent = acceptSave();
    render();
    const houston = await customGroup('Houston Refinery');
    type(within(houston).getByLabelText('Daily double-time threshold'), '8');
    await save();
    await waitFor(() =>
      expect(formItemOf(within(houston).getByLabelText('Daily double-time threshold')).textContent).toContain(
        'The daily double-time threshold must be above the daily overtime threshold.',
      ),
    );
    type(within(houston).getByLabelText('Daily overtime threshold'), '');
    fireEvent.click(within(houston).getByRole('switch'));
    await save();
    await waitFor(() =>
      expect(formItemOf(within(houston).getByRole('switch')).textContent).toContain(
        'The seventh-day rule needs a daily overtime threshold',
      ),
    );
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s field errors beside their fields', async () => {
    serve(createPolicies({ company: CUSTOM }));
    server.use(
      http.put('/api/v1/overtime-policies', ({ response }) =>
        response.untyped(
          failure(422, 'The weekly threshold must be whole minutes from 1 to 168 hours.', {
            'company.weekly_minutes': 'The weekly threshold must be whole minutes from 1 to 168 hours.',
            'sites.1.site_id': OVERTIME_POLICY_MSG.unknownSite,
          }),
        ),
      ),
    );
    render();
    await choose(await siteSelect('Anchorage Terminal'), 'Colorado');
    await save();
    await waitFor(() =>
      expect(formItemOf(screen.getAllByLabelText('Weekly threshold')[0]!).textContent).toContain(
        'The weekly threshold must be whole minutes from 1 to 168 hours.',
      ),
    );
    expect(formItemOf(await siteSelect('Anchorage Terminal')).textContent).toContain(
      OVERTIME_POLICY_MSG.unknownSite,
    );
  });

  it('is disabled while sending, and sends once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve();
    const sent = acceptSave(held);
    render();
    await companySelect();
    await save();
    const button = screen.getByRole('button', { name: /Save overtime policies/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fireEvent.click(button);
    release();
    expect(await screen.findByText(OVERTIME_POLICY_MSG.updated)).toBeTruthy();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(sent).toHaveLength(1);
  });

  it('says when the company has no sites and keeps the company policy', async () => {
    serve(createPolicies({ sites: [] }));
    render();
    expect(formItemOf(await companySelect()).textContent).toContain('Federal (weekly overtime only)');
    expect(screen.getByText(/The company has no sites yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is read-only without settings_read_write', async () => {
    serve();
    render(false);
    expect((await companySelect()).hasAttribute('disabled')).toBe(true);
    expect((await siteSelect('North Yard')).hasAttribute('disabled')).toBe(true);
    const houston = await customGroup('Houston Refinery');
    expect(within(houston).getByLabelText('Daily overtime threshold').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save overtime policies' })).toBeNull();
  });
});
