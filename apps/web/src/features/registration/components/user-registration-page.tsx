import { useEffect } from 'react';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { PublicPage } from '../../../ui/public-page.tsx';
import { usePublicConfig } from '../api/get-public-config.ts';
import { detectPlatform, registrationRedirect, STORE_REDIRECT_DELAY_MS } from '../redirect.ts';

/** The page an invitation to the mobile app opens: hands the code to the app, or to its store. */
export function UserRegistrationPage() {
  usePageTitle('Redirecting');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const config = usePublicConfig();
  const navigate = useNavigate();

  useEffect(() => {
    if (!config.data) return;
    const platform = detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
    const { appLink, target } = registrationRedirect(platform, config.data, code);
    if (appLink) window.location.href = appLink;
    const timer = window.setTimeout(() => {
      if (target.startsWith('/')) navigate(target, { replace: true });
      else window.location.assign(target);
    }, STORE_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [config.data, code, navigate]);

  return (
    <PublicPage>
      <Flex vertical align="center" gap={16} style={{ padding: 24 }}>
        {config.isError ? (
          <Alert
            type="error"
            showIcon
            title={config.error instanceof ApiError ? config.error.message : String(config.error)}
          />
        ) : (
          <>
            <Spin size="large" aria-hidden />
            <Typography.Title level={4} style={{ margin: 0 }} role="status">
              Redirecting
            </Typography.Title>
          </>
        )}
      </Flex>
    </PublicPage>
  );
}
