import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { requestPasswordResetRequest } from '@portal/contracts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { PublicPage } from '../../../ui/public-page.tsx';
import { zodRule } from '../../../ui/zod-rule.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

interface Values {
  email: string;
}

export function ResetRequestPage() {
  usePageTitle('Reset password');
  const [form] = Form.useForm<Values>();
  const request = useRequestPasswordReset();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const onFinish = (values: Values) => {
    setOutcome(null);
    request.mutate(values, {
      onSuccess: (body) => setOutcome({ type: 'success', text: body.message }),
      onError: (error) => {
        const { leftover } = showFieldErrors(form, error, ['email']);
        if (leftover) setOutcome({ type: 'error', text: leftover });
      },
    });
  };

  return (
    <PublicPage title="Reset password">
      <Typography.Paragraph type="secondary">
        Enter the email address of your account and we will send you a link to choose a new password.
      </Typography.Paragraph>
      {outcome && <Alert type={outcome.type} showIcon title={outcome.text} style={{ marginBottom: 16 }} />}
      <Form form={form} name="reset-request" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label="Email" name="email" rules={[zodRule(requestPasswordResetRequest.shape.email)]}>
          <Input inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Request reset link
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to="/login">Return to login</Link>
      </Flex>
    </PublicPage>
  );
}
