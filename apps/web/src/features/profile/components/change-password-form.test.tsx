import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/contracts';
import { envelope, failure, http, server } from '../../../test/api-mock.ts';
import { createUser } from '../../../test/factories.ts';
import { formItemOf, renderScreen } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

async function fill(oldPassword: string, newPassword: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Old Password'), oldPassword);
  await userEvent.type(screen.getByLabelText('New Password'), newPassword);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
}

/** Answers Update Password with a failure, keeping each body sent. */
function refuse(status: number, message: string, errors: Record<string, string> | null) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/v1/change-password', async ({ request, response }) => {
      sent.push(await request.json());
      return response.untyped(failure(status, message, errors));
    }),
  );
  return sent;
}

describe('the change password form', () => {
  it('asks for every field', async () => {
    renderScreen(<ChangePasswordForm />, { user: createUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MSG.changePassword.oldRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.changePassword.newRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.changePassword.confirmRequired)).toBeTruthy();
  });

  it('refuses a confirmation that differs', async () => {
    const sent = refuse(422, 'No', null);
    renderScreen(<ChangePasswordForm />, { user: createUser() });
    await fill('demo-pass-1', 'new-pass-123', 'new-pass-124');
    expect(await screen.findByText(MSG.changePassword.mismatch)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s old_password error beside Old Password', async () => {
    refuse(422, MSG.changePassword.oldIncorrect, { old_password: MSG.changePassword.oldIncorrect });
    renderScreen(<ChangePasswordForm />, { user: createUser() });
    await fill('not-my-pass', 'new-pass-123', 'new-pass-123');
    const oldItem = formItemOf(screen.getByLabelText('Old Password'));
    await waitFor(() => expect(oldItem.textContent).toContain(MSG.changePassword.oldIncorrect));
    expect(screen.queryByText(MSG.changePassword.unknown)).toBeNull();
  });

  it.each([
    ['another key', 422, { id: 'Invalid input' }],
    ['another status', 403, null],
  ])('shows Unknown error! for %s', async (_case, status, errors) => {
    refuse(status, 'No', errors);
    renderScreen(<ChangePasswordForm />, { user: createUser() });
    await fill('demo-pass-1', 'new-pass-123', 'new-pass-123');
    expect(await screen.findByText(MSG.changePassword.unknown)).toBeTruthy();
  });

  it('keeps the new token, says so and clears the form', async () => {
    const replaceToken = vi.fn();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/change-password', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(envelope({ token: 'tok-new' }, MSG.changePassword.success));
      }),
    );
    renderScreen(<ChangePasswordForm />, { user: createUser({ id: 42 }), auth: { replaceToken } });
    await fill('demo-pass-1', 'new-pass-123', 'new-pass-123');
    expect(await screen.findByText(MSG.changePassword.success)).toBeTruthy();
    expect(replaceToken).toHaveBeenCalledWith('tok-new');
    expect(sent).toEqual([
      {
        id: 42,
        old_password: 'demo-pass-1',
        new_password: 'new-pass-123',
        repeat_password: 'new-pass-123',
      },
    ]);
    expect((screen.getByLabelText('Old Password') as HTMLInputElement).value).toBe('');
  });
});
