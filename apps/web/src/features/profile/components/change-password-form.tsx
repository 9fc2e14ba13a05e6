import { App, Button, Form, Input } from 'antd';
import { changePasswordRequest, MSG } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth, useCurrentUser } from '../../../lib/auth-context.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { sameAsRule, zodRule } from '../../../ui/zod-rule.ts';
import { useChangePassword } from '../api/change-password.ts';

interface Values {
  old_password: string;
  new_password: string;
  repeat_password: string;
}

const FIELDS = ['old_password', 'new_password', 'repeat_password'] as const;
const { shape } = changePasswordRequest;

export function ChangePasswordForm() {
  const user = useCurrentUser();
  const { replaceToken } = useAuth();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const onFinish = (values: Values) => {
    change.mutate(
      { id: user.id, ...values },
      {
        onSuccess: (body) => {
          // The server revoked the token this browser held; the answer carries its successor.
          replaceToken(body.data.token);
          form.resetFields();
          message.success(body.message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return; // the session has ended
          const { leftover } = showFieldErrors(form, error, FIELDS);
          const onlyFieldErrors = error instanceof ApiError && error.status === 422 && !leftover;
          if (!onlyFieldErrors) message.error(MSG.changePassword.unknown);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
    >
      <Form.Item label="Old Password" name="old_password" rules={[zodRule(shape.old_password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="New Password" name="new_password" rules={[zodRule(shape.new_password)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="repeat_password"
        dependencies={['new_password']}
        rules={[zodRule(shape.repeat_password), sameAsRule('new_password', MSG.changePassword.mismatch)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Update Password
      </Button>
    </Form>
  );
}
