import { Alert, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import type { Job } from '@portal/contracts/jobs';
import { LocationMap } from '../../../ui/location-map.tsx';
import { useJob } from '../api/get-job.ts';

const JOB_ZOOM = 16;

function Names({ names }: { names: string[] }) {
  if (names.length === 0) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {names.map((name) => (
        <Tag key={name} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {name}
        </Tag>
      ))}
    </Flex>
  );
}

function JobDetail({ listed }: { listed: Job }) {
  const { data: job = listed, error } = useJob(listed.id, listed);
  const located = job.latitude !== null && job.longitude !== null;
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={error.message} />}
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 150 } }}
        items={[
          { key: 'code', label: 'ID', children: job.code },
          {
            key: 'name',
            label: 'Job',
            children: <span style={{ wordBreak: 'break-word' }}>{job.name}</span>,
          },
          { key: 'pm', label: 'PM Code', children: job.pm_code ?? '—' },
          { key: 'customer', label: 'Customer', children: job.customer_name ?? '—' },
          { key: 'areas', label: 'Job Areas', children: <Names names={job.job_areas} /> },
          { key: 'tasks', label: 'Positions / Tasks', children: <Names names={job.job_positions_tasks} /> },
        ]}
      />
      {located ? (
        <LocationMap
          center={[job.latitude!, job.longitude!]}
          zoom={JOB_ZOOM}
          markers={[{ position: [job.latitude!, job.longitude!], label: `${job.code} ${job.name}` }]}
          label={`Map of ${job.code}`}
        />
      ) : (
        <Typography.Text type="secondary">No location is recorded for this job.</Typography.Text>
      )}
    </Flex>
  );
}

/** Job Detail: the selected job's ID, name, PM code, areas and tasks, and its site on a map. */
export function JobDetailCard({ job }: { job: Job | undefined }) {
  return (
    <Card title="Job Detail">
      {job ? (
        <JobDetail key={job.id} listed={job} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Jobs selected" />
      )}
    </Card>
  );
}
