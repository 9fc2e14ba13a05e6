import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Select, Space, Spin, Typography } from 'antd';
import type { WeekEntryNote, WeekWorkforce } from '@portal/contracts/week-approval';
import type { Week } from '@portal/domain';
import { showDate } from '../../../../ui/date-format.ts';
import {
  useApproveWeek,
  weekApprovalPreviewQueryOptions,
  type WeekApprovalScope,
} from '../../api/approve-week.ts';
import './approve-week.css';

/** A row the grid shows: an employee, or a sub-contractor company or job. */
export interface WeekRow {
  id: number;
  code: string;
  name: string;
}

interface Props {
  workforce: WeekWorkforce;
  /** On Sub Contractor Timesheets: the rows are sub-contractor companies (1) or jobs (2). */
  by: 1 | 2;
  rows: WeekRow[];
  week: Week;
  location: number | 'all';
  onClose(): void;
}

type Noun = readonly [one: string, many: string];

/** What the rows and the people are called on each screen, one and many. */
function words(workforce: WeekWorkforce, by: 1 | 2): { rows: Noun; picker: string; people: Noun } {
  if (workforce === 'employees')
    return { rows: ['employee', 'employees'], picker: 'Employees', people: ['employee', 'employees'] };
  return {
    rows: by === 1 ? ['sub-contractor company', 'sub-contractor companies'] : ['job', 'jobs'],
    picker: by === 1 ? 'Sub contractors' : 'Jobs',
    people: ['sub-contractor worker', 'sub-contractor workers'],
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Name (MM/DD/YY): reason', one a line. */
function EntryNotes({ notes }: { notes: WeekEntryNote[] }) {
  return (
    <ul className="ts-week-notes">
      {notes.map((n) => (
        <li key={n.id}>
          {n.emp_name} ({showDate(n.date)}): {n.reason}
        </li>
      ))}
    </ul>
  );
}

/**
 * Confirms Approve Week: how many entries of how many employees, the spec's warnings for the entries
 * held back (Review, or Approve anyway), and the entries that cannot be approved. The result lists
 * whatever was left out and why.
 */
export function ApproveWeekDialog({ workforce, by, rows, week, location, onClose }: Props) {
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<number[]>([]);
  const ids = chosen.length ? chosen : rows.map((r) => r.id);
  const said = words(workforce, by);
  const range = {
    start_date: week.start,
    end_date: week.end,
    location: location === 'all' ? null : location,
  };
  const body: WeekApprovalScope =
    workforce === 'employees' ? { ...range, emp_ids: ids } : { ...range, time_sheet_by: by, ids };
  const preview = useQuery(weekApprovalPreviewQueryOptions(workforce, body));
  const approving = useApproveWeek(workforce);
  const plan = preview.data;
  const weekText = `${showDate(week.start)} - ${showDate(week.end)}`;

  const approve = (anyway: boolean) => {
    if (!plan) return;
    const entries = anyway ? [...plan.entries, ...plan.held_entries] : plan.entries;
    approving.mutate(
      { ...body, time_entries: entries, approve_anyway: anyway },
      {
        onSuccess: (res) => {
          onClose();
          message.success(res.message);
          if (res.data.refused.length) {
            modal.warning({
              title: `${count(res.data.refused.length, 'time entry was', 'time entries were')} not approved`,
              content: <EntryNotes notes={res.data.refused} />,
              width: 560,
            });
          }
        },
        onError: (err) => message.error(err.message),
      },
    );
  };

  const held = plan?.held.length ?? 0;
  const clean = plan?.entries.length ?? 0;
  return (
    <Modal
      open
      title="Approve Week"
      width={640}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose}>{held ? 'Review' : 'Cancel'}</Button>
          <Button
            type={held ? 'default' : 'primary'}
            disabled={!clean}
            loading={approving.isPending}
            onClick={() => approve(false)}
          >
            {held ? `Approve ${count(clean, 'entry', 'entries')} without warnings` : 'Approve'}
          </Button>
          {held > 0 && (
            <Button type="primary" loading={approving.isPending} onClick={() => approve(true)}>
              Approve anyway
            </Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Select
          mode="multiple"
          aria-label={said.picker}
          allowClear
          showSearch
          optionFilterProp="label"
          maxTagCount="responsive"
          placeholder={`All ${count(rows.length, ...said.rows)} shown`}
          value={chosen}
          onChange={setChosen}
          options={rows.map((r) => ({
            value: r.id,
            // A sub-contractor company's code is its id: its name alone says which.
            label: workforce === 'subcontractors' && by === 1 ? r.name : `${r.code} - ${r.name}`,
          }))}
          style={{ width: '100%' }}
        />
        {preview.isPending && <Spin />}
        {preview.error && <Alert type="error" showIcon message={preview.error.message} />}
        {plan && (
          <>
            <Typography.Paragraph strong aria-label="Week approval summary" style={{ marginBottom: 0 }}>
              {clean + held
                ? `Approve ${count(clean + held, 'time entry', 'time entries')} of ${count(plan.employees, ...said.people)} for the week ${weekText}?`
                : `No time entries to approve for the week ${weekText}.`}
            </Typography.Paragraph>
            {held > 0 && (
              <Alert
                type="warning"
                showIcon
                message={`${count(held, 'entry is', 'entries are')} held for review`}
                description={
                  <>
                    {plan.warnings.map((w) => (
                      <Typography.Paragraph key={w} style={{ marginBottom: 4 }}>
                        {w}
                      </Typography.Paragraph>
                    ))}
                    <EntryNotes notes={plan.held} />
                  </>
                }
              />
            )}
            {plan.refused.length > 0 && (
              <Alert
                type="info"
                showIcon
                message={`${count(plan.refused.length, 'entry', 'entries')} cannot be approved yet`}
                description={<EntryNotes notes={plan.refused} />}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
