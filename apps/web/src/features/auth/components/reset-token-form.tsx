import { App, Button, Form, Input, Typography } from 'antd';
import { MSG, resetPasswordRequest } from '@portal/contracts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { sameAsRule, zodRule } from '../../../ui/zod-rule.ts';
import { useResetPassword } from '../api/reset-password.ts';

interface Values {
  password: string;
  password_confirmation: string;
}

const FIELDS = ['password', 'password_confirmation'] as const;

export function ResetTokenForm(props: { token: string; email: string; onDone: (message: string) => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const reset = useResetPassword();

  const onFinish = (values: Values) => {
    reset.mutate(
      { token: props.token, ...values },
      {
        onSuccess: (body) => props.onDone(body.message),
        onError: (error) => {
          // A plain-text error (or one about the link itself) has no field to sit beside.
          const { leftover } = showFieldErrors(form, error, FIELDS);
          if (leftover) message.error(leftover);
        },
      },
    );
  };

  return (
    <>
      <Typography.Paragraph type="secondary">
        Choose a new password for <Typography.Text strong>{props.email}</Typography.Text>.
      </Typography.Paragraph>
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} onFinish={onFinish}>
        <Form.Item
          label="New Password"
          name="password"
          rules={[zodRule(resetPasswordRequest.shape.password)]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="password_confirmation"
          dependencies={['password']}
          rules={[
            zodRule(resetPasswordRequest.shape.password_confirmation),
            sameAsRule('password', MSG.changePassword.mismatch),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Reset password
        </Button>
      </Form>
    </>
  );
}
