import { useState } from 'react';
import { Alert, Col, Flex, Row } from 'antd';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { visibleSelection } from '../../../lib/visible-selection.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useJobs } from '../api/get-jobs.ts';
import { firstActiveJob, visibleJobs, type JobFilter } from '../visible-jobs.ts';
import { JobCustomerCard } from './job-customer-card.tsx';
import { JobDefaultsCard } from './job-defaults-card.tsx';
import { JobDetailCard } from './job-detail-card.tsx';
import { JobsList } from './jobs-list.tsx';

/** Jobs: the list on the left; the selected job's detail, default hours and QuickBooks customer on the right. */
export function JobsPage() {
  const user = useCurrentUser();
  const jobs = useJobs(user.company_code);
  const [filter, setFilter] = useState<JobFilter>({ showDeactivated: false, search: '' });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const visible = visibleJobs(jobs.data ?? [], filter);
  const selected = visibleSelection(visible, selectedId, firstActiveJob);

  return (
    <>
      <PageTitle title="Jobs" />
      {jobs.error && <Alert type="error" showIcon title={jobs.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <JobsList
            jobs={visible}
            loading={jobs.isPending}
            filter={filter}
            onFilterChange={setFilter}
            selectedId={selected?.id}
            onSelect={(job) => setSelectedId(job.id)}
          />
        </Col>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <JobDetailCard job={selected} />
            {selected && <JobDefaultsCard key={selected.id} job={selected} />}
            {selected && <JobCustomerCard key={`customer-${selected.id}`} job={selected} />}
          </Flex>
        </Col>
      </Row>
    </>
  );
}
