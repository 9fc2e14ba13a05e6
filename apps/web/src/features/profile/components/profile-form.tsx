import { App, Button, Form, Input } from 'antd';
import { profileUpdateRequest } from '@portal/contracts';
import { useAuth, useCurrentUser } from '../../../lib/auth-context.ts';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { zodRule } from '../../../ui/zod-rule.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { phoneDigits, phoneForApi } from '../phone.ts';

interface Values {
  phone_number: string;
}

// The rule checks what would be sent, so letters or a wrong count of digits get the spec's message.
const phoneRule = zodRule(profileUpdateRequest.shape.phone_number, (v) =>
  phoneForApi(v as string | undefined),
);

export function ProfileForm() {
  const user = useCurrentUser();
  const { updateUser } = useAuth();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateProfile();

  const onFinish = (values: Values) => {
    update.mutate(
      { phone_number: phoneForApi(values.phone_number) },
      {
        onSuccess: (body) => {
          updateUser(body.data);
          message.success(body.message);
        },
        onError: (error) => {
          const { leftover } = showFieldErrors(form, error, ['phone_number']);
          if (leftover) message.error(leftover);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      requiredMark={false}
      initialValues={{ phone_number: phoneDigits(user.phone_number) }}
      onFinish={onFinish}
      style={{ maxWidth: 480 }}
    >
      <Form.Item label="Name" htmlFor="profile_name">
        <Input id="profile_name" value={user.name} title={user.name} readOnly variant="filled" />
      </Form.Item>
      <Form.Item label="Role" htmlFor="profile_role">
        <Input id="profile_role" value={user.role} readOnly variant="filled" />
      </Form.Item>
      <Form.Item label="Email" htmlFor="profile_email">
        <Input id="profile_email" value={user.email} readOnly variant="filled" />
      </Form.Item>
      <Form.Item label="Phone" name="phone_number" rules={[phoneRule]}>
        <Input prefix="+1" inputMode="tel" autoComplete="tel-national" placeholder="10 digits" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Update
      </Button>
    </Form>
  );
}
