import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, WEB_TOKEN_KEY } from '@portal/contracts';
import { createUser } from '../../../test/factories.ts';
import { envelope, failure, mockFetch } from '../../../test/fetch-mock.ts';
import { formItemOf, renderScreen } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

describe('the sign-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields before calling the server', async () => {
    const { calls } = mockFetch({});
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.login.emailRequired)).toBeTruthy();
    expect(await screen.findByText(MSG.login.passwordRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s field error beside the password field', async () => {
    mockFetch({
      'POST /api/v1/login': {
        status: 422,
        body: failure(422, MSG.login.badCredentials, { password: MSG.login.badCredentials }),
      },
    });
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const passwordItem = formItemOf(screen.getByLabelText('Password'));
    await waitFor(() => expect(passwordItem.textContent).toContain(MSG.login.badCredentials));
    expect(formItemOf(screen.getByLabelText('Email')).textContent).not.toContain(MSG.login.badCredentials);
  });

  it('shows a failure without field errors above the form', async () => {
    mockFetch({ 'POST /api/v1/login': 'network' });
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.tryAgain)).toBeTruthy();
  });

  it('keeps the token of a successful sign-in', async () => {
    const user = createUser();
    mockFetch({ 'POST /api/v1/login': { body: envelope({ token: 'tok-9', user }, MSG.login.success) } });
    renderScreen(<LoginPage />, { at: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem(WEB_TOKEN_KEY)).toBe('tok-9'));
  });

  it('links to the password reset', () => {
    mockFetch({});
    renderScreen(<LoginPage />, { at: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });
});
