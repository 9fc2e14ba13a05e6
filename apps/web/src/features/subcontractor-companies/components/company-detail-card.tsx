import { App, Button, Card, Descriptions, Empty, Flex, Popconfirm } from 'antd';
import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { ApiError } from '../../../lib/api-client.ts';
import { showDateTime } from '../../../ui/date-format.ts';
import { useSetSubcontractorCompanyActive } from '../api/set-subcontractor-company-active.ts';

interface Props {
  company: SubcontractorCompany | undefined;
  timeZone: string;
  canEdit: boolean;
  onEdit: (company: SubcontractorCompany) => void;
}

function CompanyActions({ company, onEdit }: { company: SubcontractorCompany; onEdit: Props['onEdit'] }) {
  const setActive = useSetSubcontractorCompanyActive();
  const { message } = App.useApp();
  const active = company.is_active === 1;
  const toggle = async () => {
    try {
      const saved = await setActive.mutateAsync({ id: company.id, active: !active });
      void message.success(saved.message);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : String(error));
    }
  };
  return (
    <Flex gap={8}>
      <Button onClick={() => onEdit(company)}>Edit</Button>
      <Popconfirm
        title={active ? 'Deactivate this company?' : 'Activate this company?'}
        okText="Yes"
        cancelText="No"
        onConfirm={toggle}
      >
        <Button danger={active} loading={setActive.isPending}>
          {active ? 'Deactivate' : 'Activate'}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** The selected company: name, state, when it was synced or created, and its last change. */
export function CompanyDetailCard({ company, timeZone, canEdit, onEdit }: Props) {
  const when = (instant: string) => showDateTime(instant, timeZone);
  const origin = company?.sync_at
    ? [{ key: 'synced', label: 'Synced on', children: when(company.sync_at) }]
    : company
      ? [
          { key: 'created', label: 'Created on', children: when(company.created_at) },
          { key: 'createdBy', label: 'Created By', children: company.created_by ?? '—' },
        ]
      : [];
  return (
    <Card
      title="Company Detail"
      extra={company && canEdit && <CompanyActions company={company} onEdit={onEdit} />}
    >
      {company ? (
        <Descriptions
          column={1}
          size="small"
          styles={{ label: { width: 150 } }}
          items={[
            {
              key: 'name',
              label: 'Name',
              children: <span style={{ wordBreak: 'break-word' }}>{company.name}</span>,
            },
            { key: 'active', label: 'Active', children: company.is_active === 1 ? 'Yes' : 'No' },
            ...origin,
            { key: 'modified', label: 'Modified on', children: when(company.modified_at) },
            { key: 'modifiedBy', label: 'Modified By', children: company.modified_by ?? '—' },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Subcontractor Company selected" />
      )}
    </Card>
  );
}
