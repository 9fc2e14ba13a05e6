import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { MSG } from '@portal/contracts';
import { usePageTitle } from './use-page-title.ts';

export function NotFound({ homeLabel = 'Back Home' }: { homeLabel?: string }) {
  const navigate = useNavigate();
  usePageTitle(MSG.notFound);
  return (
    <Result
      status="404"
      title={MSG.notFound}
      subTitle="Sorry, the page you visited does not exist or you do not have access to it."
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {homeLabel}
        </Button>
      }
    />
  );
}
