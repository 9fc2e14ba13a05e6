import { App, Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { SUBCONTRACTOR_MSG, type SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { useSaveSubcontractorCompany } from '../api/save-subcontractor-company.ts';

interface Props {
  /** The company being edited; null creates one. */
  company: SubcontractorCompany | null;
  onClose: (saved?: SubcontractorCompany) => void;
}

/** Creates a sub-contractor company or renames one. */
export function CompanyFormModal({ company, onClose }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveSubcontractorCompany();
  const { message } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ name }: { name: string }) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: company?.id ?? null, name: name.trim() });
      void message.success(saved.message);
      onClose(saved.data);
    } catch (error) {
      setFailure(showFieldErrors(form, error, ['name']).leftover);
    }
  };

  return (
    <Modal
      open
      title={company ? 'Edit Company' : 'Create Company'}
      okText="Save"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={{ name: company?.name ?? '' }} onFinish={submit}>
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: SUBCONTRACTOR_MSG.nameRequired }]}
        >
          <Input maxLength={255} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
