import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { Link } from 'react-router';
import { loginRequest, type LoginRequest } from '@portal/contracts';
import { useAuth } from '../../../lib/auth-context.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { PublicPage } from '../../../ui/public-page.tsx';
import { zodRule } from '../../../ui/zod-rule.ts';
import { useLogin } from '../api/login.ts';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  usePageTitle('Sign in');
  const [form] = Form.useForm<LoginRequest>();
  const { signIn } = useAuth();
  const login = useLogin();
  const [problem, setProblem] = useState<string | null>(null);

  const onFinish = (values: LoginRequest) => {
    setProblem(null);
    login.mutate(values, {
      // The sign-in page itself moves on to the asked-for page once the session holds a user.
      onSuccess: ({ data }) => signIn(data.token, data.user),
      onError: (error) => setProblem(showFieldErrors(form, error, FIELDS).leftover),
    });
  };

  return (
    <PublicPage title="Sign in">
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Form form={form} name="login" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item label="Email" name="email" rules={[zodRule(loginRequest.shape.email)]}>
          <Input inputMode="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[zodRule(loginRequest.shape.password)]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="end" style={{ marginBottom: 24 }}>
          <Link to="/reset-password">Forgot Password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          Sign in
        </Button>
      </Form>
    </PublicPage>
  );
}
