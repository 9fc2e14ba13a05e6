import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@portal/contracts';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('the error boundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers a reload instead of a blank page, and tries again after moving elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText(MSG.tryAgain)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Another screen</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Another screen')).toBeTruthy();
  });
});
