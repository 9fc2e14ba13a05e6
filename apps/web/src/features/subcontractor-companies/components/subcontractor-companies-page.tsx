import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row } from 'antd';
import { canWrite } from '@portal/contracts';
import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { visibleSelection } from '../../../lib/visible-selection.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useSubcontractorCompanies } from '../api/get-subcontractor-companies.ts';
import { visibleCompanies, type CompanyFilter } from '../visible-companies.ts';
import { CompaniesList } from './companies-list.tsx';
import { CompanyDetailCard } from './company-detail-card.tsx';
import { CompanyFormModal } from './company-form-modal.tsx';

/** Sub-contractor companies: the list on the left, the selected company on the right. */
export function SubcontractorCompaniesPage() {
  const user = useCurrentUser();
  const timeZone = user.settings.time_zone;
  const writable = canWrite(user.permissions, 'SubContractor_Company');
  const companies = useSubcontractorCompanies();
  const [filter, setFilter] = useState<CompanyFilter>({ showDeactivated: false, search: '' });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // undefined: no modal; null: creating; a company: editing it.
  const [editing, setEditing] = useState<SubcontractorCompany | null | undefined>(undefined);
  const visible = visibleCompanies(companies.data ?? [], filter);
  const selected = visibleSelection(visible, selectedId);

  return (
    <>
      <PageTitle
        title="Sub Contractor Company"
        extra={
          writable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              Create Company
            </Button>
          )
        }
      />
      {companies.error && (
        <Alert type="error" showIcon title={companies.error.message} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <CompaniesList
            companies={visible}
            loading={companies.isPending}
            timeZone={timeZone}
            filter={filter}
            onFilterChange={setFilter}
            selectedId={selected?.id}
            onSelect={(company) => setSelectedId(company.id)}
          />
        </Col>
        <Col xs={24} xl={10}>
          <CompanyDetailCard company={selected} timeZone={timeZone} canEdit={writable} onEdit={setEditing} />
        </Col>
      </Row>
      {editing !== undefined && (
        <CompanyFormModal
          company={editing}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) setSelectedId(saved.id);
          }}
        />
      )}
    </>
  );
}
