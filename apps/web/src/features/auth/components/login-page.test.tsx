import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG, WEB_TOKEN_KEY } from '@portal/contracts';
import { envelope, failure, http, server } from '../../../test/api-mock.ts';
import { createUser } from '../../../test/factories.ts';
import { formItemOf, renderScreen } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

describe('the sign-in page', () => {
  it('asks for both fields before calling the server', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/login', async ({ request, response }) => {
        sent.push(await request.json());
        return response.untyped(failure(422, MSG.login.badCredentials));
      }),
    );
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.login.emailRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.login.passwordRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s field error beside the password field', async () => {
    server.use(
      http.post('/api/v1/login', ({ response }) =>
        response.untyped(failure(422, MSG.login.badCredentials, { password: MSG.login.badCredentials })),
      ),
    );
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const passwordItem = formItemOf(screen.getByLabelText('Password'));
    await waitFor(() => expect(passwordItem.textContent).toContain(MSG.login.badCredentials));
    expect(formItemOf(screen.getByLabelText('Email')).textContent).not.toContain(MSG.login.badCredentials);
  });

  it('shows a failure without field errors above the form', async () => {
    server.use(http.post('/api/v1/login', () => HttpResponse.error()));
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.tryAgain)).toBeTruthy();
  });

  it('keeps the token of a successful sign-in', async () => {
    const user = createUser();
    server.use(
      http.post('/api/v1/login', ({ response }) =>
        response(200).json(envelope({ token: 'tok-9', user }, MSG.login.success)),
      ),
    );
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem(WEB_TOKEN_KEY)).toBe('tok-9'));
  });

  it('links to the password reset', () => {
    renderScreen(<LoginPage />, { at: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });
});
