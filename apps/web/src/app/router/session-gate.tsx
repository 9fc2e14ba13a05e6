import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { MSG } from '@portal/contracts';
import { FullPageSpinner } from '../../ui/full-page-spinner.tsx';
import { useAuth } from '../../lib/auth-context.ts';

/** Holds the page while a stored token is being checked, and offers a retry when the check failed. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status, retry } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'error') {
    return (
      <Result
        status="warning"
        title={MSG.tryAgain}
        extra={
          <Button type="primary" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  }
  return children;
}
