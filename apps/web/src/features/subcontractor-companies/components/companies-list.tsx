import type { TableColumnsType } from 'antd';
import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import type { CompanyFilter } from '../visible-companies.ts';
import { activeColumn, FilterableListCard } from '../../../ui/filterable-list-card.tsx';
import { createdOrSynced } from './company-date.ts';

interface Props {
  companies: SubcontractorCompany[];
  loading: boolean;
  timeZone: string;
  filter: CompanyFilter;
  onFilterChange: (filter: CompanyFilter) => void;
  selectedId: number | undefined;
  onSelect: (company: SubcontractorCompany) => void;
}

/** The companies: active ones by default, all with Show Deactivated, narrowed by the search box. */
export function CompaniesList({
  companies,
  loading,
  timeZone,
  filter,
  onFilterChange,
  selectedId,
  onSelect,
}: Props) {
  const columns: TableColumnsType<SubcontractorCompany> = [
    {
      title: 'Company Name',
      dataIndex: 'name',
      ellipsis: { showTitle: false },
      render: (name: string) => <span title={name}>{name}</span>,
    },
    {
      title: 'Created/Synced',
      key: 'created',
      width: 170,
      render: (_value, company) => createdOrSynced(company, timeZone),
    },
    activeColumn<SubcontractorCompany>(),
  ];
  return (
    <FilterableListCard<SubcontractorCompany>
      title="Sub Contractor Companies"
      rows={companies}
      columns={columns}
      loading={loading}
      filter={filter}
      onFilterChange={onFilterChange}
      selectedId={selectedId}
      onSelect={onSelect}
      searchPlaceholder="Search by company name"
      searchLabel="Search companies"
      emptyText="No Sub Contractor Companies found"
      rowLabel={(company) => `Select ${company.name}`}
    />
  );
}
