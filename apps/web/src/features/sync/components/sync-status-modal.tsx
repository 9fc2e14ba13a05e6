import { Alert, Descriptions, Modal, Spin, Table, Tag } from 'antd';
import { REQUEST_STATUS, SYNC_PARTS, type SyncStatus } from '@portal/contracts/sync';
import { showDateTime } from '../../../ui/date-format.ts';
import { useSyncStatus } from '../api/get-sync-status.ts';
import { partState, requestStatusLabel, syncTypeLabel, type PartState } from '../sync-labels.ts';

const PART_COLOR: Record<PartState, string> = {
  Success: 'success',
  Failed: 'error',
  'Yet to Sync': 'default',
};

/** The company's latest sync: its type, times and state, and per part its result once completed. */
export function SyncStatusModal(props: { open: boolean; timeZone: string; onClose: () => void }) {
  const status = useSyncStatus(props.open);
  return (
    <Modal
      title="Sync Status"
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      width={560}
      destroyOnHidden
    >
      {status.isPending ? (
        <Spin aria-label="Loading" />
      ) : status.isError ? (
        <Alert type="error" showIcon title={status.error.message} />
      ) : status.data ? (
        <SyncStatusDetails status={status.data} timeZone={props.timeZone} />
      ) : (
        <Alert type="info" showIcon title="No sync has run yet." />
      )}
    </Modal>
  );
}

function SyncStatusDetails({ status, timeZone }: { status: SyncStatus; timeZone: string }) {
  const completed = status.request_status === REQUEST_STATUS.completed;
  const parts = SYNC_PARTS.map((p) => ({
    key: p.key,
    label: p.label,
    state: partState(status[`${p.key}_status`]),
    count: status[p.key],
    error: status.errors?.[p.key],
  }));
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'code', label: 'Company Code', children: status.cmic_companycode ?? status.company_code },
          { key: 'type', label: 'Sync Type', children: syncTypeLabel(status) },
          {
            key: 'requested',
            label: 'Requested Time',
            children: showDateTime(status.requested_time, timeZone),
          },
          {
            key: 'status',
            label: 'Status',
            children: <Tag color={completed ? 'success' : 'processing'}>{requestStatusLabel(status)}</Tag>,
          },
          {
            key: 'completed',
            label: 'Completed On',
            children: status.sync_completed_on ? showDateTime(status.sync_completed_on, timeZone) : '-',
          },
        ]}
      />
      <Table
        style={{ marginTop: 16 }}
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={parts}
        aria-label="Sync parts"
        columns={[
          { title: 'Data', dataIndex: 'label' },
          {
            title: 'Result',
            dataIndex: 'state',
            render: (state: PartState) => <Tag color={PART_COLOR[state]}>{state}</Tag>,
          },
          ...(completed
            ? [{ title: 'Count', dataIndex: 'count', render: (n: number | null) => n ?? '-' }]
            : []),
        ]}
      />
      {completed && status.errors && (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title="Why parts failed"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {Object.entries(status.errors).map(([part, reason]) => (
                <li key={part}>
                  {SYNC_PARTS.find((p) => p.key === part)?.label ?? 'Sync'}: {reason}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
