import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/contracts';
import { envelope, failure, http, server } from '../../../test/api-mock.ts';
import { formItemOf, renderScreen } from '../../../test/render.tsx';
import { ResetTokenPage } from './reset-token-page.tsx';

const at = '/reset-token/abc123';
const path = '/reset-token/:token';

/** Answers the link's check: a reset link of payroll@example.com, for the token abc123 only. */
function goodToken() {
  server.use(
    http.get('/api/v1/check-token', ({ request, response }) =>
      new URL(request.url).searchParams.get('token') === 'abc123'
        ? response(200).json(envelope({ email: 'payroll@example.com', purpose: 'reset' }, MSG.reset.tokenOk))
        : response.untyped(failure(422, MSG.reset.badToken, { token: MSG.reset.badToken })),
    ),
  );
}

/** Refuses the reset with a 422 of these field errors. */
function refuseReset(message: string, errors: Record<string, string> | string) {
  server.use(
    http.post('/api/v1/reset-password', ({ response }) => response.untyped(failure(422, message, errors))),
  );
}

describe('the reset link page', () => {
  it('explains a bad link and links back to the reset request', async () => {
    server.use(
      http.get('/api/v1/check-token', ({ response }) =>
        response.untyped(failure(422, MSG.reset.badToken, { token: MSG.reset.badToken })),
      ),
    );
    renderScreen(<ResetTokenPage />, { at, path });
    expect(await screen.findByText(MSG.reset.badToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('checks both fields and that they match', async () => {
    goodToken();
    renderScreen(<ResetTokenPage />, { at, path });
    const button = await screen.findByRole('button', { name: 'Reset password' });
    await userEvent.click(button);
    expect(await screen.findByText(MSG.changePassword.newRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.changePassword.confirmRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pazz');
    expect(await screen.findByText(MSG.changePassword.mismatch)).toBeTruthy();
  });

  it('shows per-field errors of the server beside their fields', async () => {
    goodToken();
    refuseReset(MSG.changePassword.tooShort, { password: 'Too weak for us' });
    renderScreen(<ResetTokenPage />, { at, path });
    await userEvent.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const item = formItemOf(screen.getByLabelText('New Password'));
    await waitFor(() => expect(item.textContent).toContain('Too weak for us'));
  });

  it('shows a plain-text 422 error as a toast', async () => {
    goodToken();
    refuseReset('Nope', 'This link was already used.');
    renderScreen(<ResetTokenPage />, { at, path });
    await userEvent.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This link was already used.')).toBeTruthy();
  });

  it('confirms a reset and offers the way back to sign in', async () => {
    goodToken();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/reset-password', async ({ request, response }) => {
        sent.push(await request.json());
        return response(200).json(envelope(null, MSG.reset.success));
      }),
    );
    renderScreen(<ResetTokenPage />, { at, path });
    await userEvent.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.reset.success)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to login' }).getAttribute('href')).toBe('/login');
    expect(sent).toEqual([
      { token: 'abc123', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    ]);
  });
});
