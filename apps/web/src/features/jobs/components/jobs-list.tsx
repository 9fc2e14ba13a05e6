import type { TableColumnsType } from 'antd';
import type { Job } from '@portal/contracts/jobs';
import { activeColumn, FilterableListCard } from '../../../ui/filterable-list-card.tsx';
import type { JobFilter } from '../visible-jobs.ts';

interface Props {
  jobs: Job[];
  loading: boolean;
  filter: JobFilter;
  onFilterChange: (filter: JobFilter) => void;
  selectedId: number | undefined;
  onSelect: (job: Job) => void;
}

const columns: TableColumnsType<Job> = [
  { title: 'ID', dataIndex: 'code', width: 90, ellipsis: true },
  {
    title: 'Job',
    dataIndex: 'name',
    ellipsis: { showTitle: false },
    render: (name: string) => <span title={name}>{name}</span>,
  },
  activeColumn<Job>(),
];

/** The Jobs list: active jobs by default, all with Show Deactivated, narrowed by the search box. */
export function JobsList({ jobs, ...rest }: Props) {
  return (
    <FilterableListCard<Job>
      {...rest}
      title="Jobs"
      rows={jobs}
      columns={columns}
      searchPlaceholder="Search by ID or job"
      searchLabel="Search jobs"
      emptyText="No Jobs found"
      rowLabel={(job) => `Select ${job.code}`}
    />
  );
}
