import { useState } from 'react';
import { Alert, Flex, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { MSG } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { PublicPage } from '../../../ui/public-page.tsx';
import { useCheckToken } from '../api/check-token.ts';
import { ResetTokenForm } from './reset-token-form.tsx';

/** The page a mailed link opens: checks its token, then lets the user choose a new password. */
export function ResetTokenPage() {
  const { token = '' } = useParams();
  const check = useCheckToken(token);
  const [done, setDone] = useState<string | null>(null);
  const title = check.data?.purpose === 'invite' ? 'Set your password' : 'Reset password';
  usePageTitle(title);

  if (done) {
    return (
      <PublicPage title={title}>
        <Alert type="success" showIcon title={done} style={{ marginBottom: 16 }} />
        <Flex justify="center">
          <Link to="/login">Return to login</Link>
        </Flex>
      </PublicPage>
    );
  }
  if (check.isError) {
    return (
      <PublicPage title={title}>
        <Alert type="error" showIcon title={tokenProblem(check.error)} style={{ marginBottom: 16 }} />
        <Flex justify="center">
          <Link to="/reset-password">Request a new reset link</Link>
        </Flex>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={title}>
      {check.data ? (
        <ResetTokenForm token={token} email={check.data.email} onDone={setDone} />
      ) : (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin description="Checking your link" aria-label="Checking your link" />
        </Flex>
      )}
    </PublicPage>
  );
}

function tokenProblem(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.unexpected;
  if (typeof error.errors === 'string') return error.errors;
  return error.errors?.token ?? error.message;
}
