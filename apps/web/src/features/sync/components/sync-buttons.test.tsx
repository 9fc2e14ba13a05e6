import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SYNC_MSG, type SyncStatus } from '@portal/contracts/sync';
import { envelope, failure, http, server } from '../../../test/api-mock.ts';
import { createUser } from '../../../test/factories.ts';
import { renderScreen } from '../../../test/render.tsx';
import { SyncButtons } from './sync-buttons.tsx';

const admin = createUser({ permissions: { Settings: ['settings_read', 'settings_read_write'] } });
const completed: SyncStatus = {
  id: 4,
  company_code: 'SUMMIT01',
  cmic_companycode: 'SUMMIT01',
  sync_type: 2,
  requested_time: '2026-11-20T14:00:00.000Z',
  request_status: 2,
  sync_completed_on: '2026-11-20T14:00:09.000Z',
  active_emp_status: 1,
  active_emp: 77,
  in_active_emp_status: 1,
  in_active_emp: 5,
  job_status: 0,
  job: null,
  sub_company_status: 1,
  sub_company: 4,
  errors: { job: 'CMiC jobs, page 2: the server answered HTTP 500 (2 tries)' },
};

function show(user = admin, onSynced = vi.fn()) {
  renderScreen(<SyncButtons user={user} collapsed={false} onSynced={onSynced} />, { user, at: '/' });
  return onSynced;
}

describe('Sync Now and Check Sync Status', () => {
  it('shows the server message and reloads after a sync', async () => {
    server.use(
      http.get('/api/v1/star-builder-sync', ({ response }) =>
        response(200).json(envelope(completed, SYNC_MSG.completed)),
      ),
    );
    const onSynced = show();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText(SYNC_MSG.completed)).toBeTruthy();
    expect(onSynced).toHaveBeenCalled();
  });

  it('warns with the message when parts failed or a sync already runs', async () => {
    server.use(
      http.get('/api/v1/star-builder-sync', ({ response }) =>
        response(200).json({
          status: false,
          message: SYNC_MSG.partsFailed(['Jobs']),
          data: completed,
          errors: completed.errors,
        }),
      ),
    );
    const onSynced = show();
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText(SYNC_MSG.partsFailed(['Jobs']))).toBeTruthy();
    expect(onSynced).not.toHaveBeenCalled();
    server.use(
      http.get('/api/v1/star-builder-sync', ({ response }) =>
        response.untyped(failure(409, SYNC_MSG.alreadyRunning)),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText(SYNC_MSG.alreadyRunning)).toBeTruthy();
  });

  it('shows a completed sync with its results and counts', async () => {
    server.use(http.get('/api/v1/sync-status', ({ response }) => response(200).json(envelope(completed))));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Check Sync Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync Status' });
    expect(await within(dialog).findByText('Completed')).toBeTruthy();
    expect(within(dialog).getByText('Manual')).toBeTruthy();
    expect(within(dialog).getAllByText('11/20/26 09:00 am')).toHaveLength(2); // requested and completed
    expect(within(dialog).getByText('77')).toBeTruthy();
    expect(within(dialog).getByText('Failed')).toBeTruthy();
    expect(within(dialog).getByText(/CMiC jobs, page 2/)).toBeTruthy();
  });

  it('shows an in-progress sync without counts', async () => {
    const running: SyncStatus = {
      ...completed,
      request_status: 1,
      sync_type: 1,
      sync_completed_on: null,
      job_status: null,
      errors: null,
    };
    server.use(http.get('/api/v1/sync-status', ({ response }) => response(200).json(envelope(running))));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Check Sync Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sync Status' });
    expect(await within(dialog).findByText('Inprogress')).toBeTruthy();
    expect(within(dialog).getByText('Auto')).toBeTruthy();
    expect(within(dialog).getByText('Yet to Sync')).toBeTruthy();
    expect(within(dialog).queryByText('77')).toBeNull();
  });

  it('offers only Check Sync Status with read permission, and nothing without the Settings module', async () => {
    show(createUser({ permissions: { Settings: ['settings_read'] } }));
    expect(screen.queryByRole('button', { name: 'Sync Now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check Sync Status' })).toBeTruthy();
  });

  it('is not there without the Settings module', async () => {
    show(createUser({ permissions: { Time_Sheets: ['time_sheets_read'] } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check Sync Status' })).toBeNull());
  });
});
