import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@portal/contracts';
import { createRoute, createUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

const jobs = createRoute({ path: '/jobs', title: 'Jobs', icon: 'EnvironmentOutlined', showInMenu: true });
const reports = createRoute({
  path: '/no-screen-yet',
  title: 'Reports',
  icon: 'FileTextOutlined',
  showInMenu: true,
});

describe('the shell', () => {
  it('lists exactly the authorised menu routes, in order', () => {
    const user = createUser({ routes: [reports, createRoute(), jobs] });
    renderScreen(<AppShell user={user} />, { user, at: '/somewhere' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['Reports', 'Jobs']);
  });

  it('shows no side menu when the user has no menu routes', () => {
    const user = createUser();
    renderScreen(<AppShell user={user} />, { user, at: '/profile' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('shows Not Found for an authorised route the web has no screen for, and for unknown paths', () => {
    // An authorised route whose screen has not landed yet.
    const user = createUser({ routes: [reports] });
    const { unmount } = renderScreen(<AppShell user={user} />, { user, at: '/no-screen-yet' });
    expect(
      screen.getByText('Sorry, the page you visited does not exist or you do not have access to it.'),
    ).toBeTruthy();
    unmount();
    renderScreen(<AppShell user={user} />, { user, at: '/nope' });
    expect(screen.getAllByText(MSG.notFound).length).toBeGreaterThan(0);
  });

  it('shows the user’s initials, name, role and company code in the top bar', () => {
    const user = createUser({ name: 'Priya Shah', role: 'Payroll', company_code: 'SUMMIT01' });
    renderScreen(<AppShell user={user} />, { user, at: '/nope' });
    const trigger = screen.getByRole('button', { name: /Priya Shah/ });
    expect(trigger.textContent).toContain('PS');
    expect(trigger.textContent).toContain('Payroll · SUMMIT01');
  });
});
