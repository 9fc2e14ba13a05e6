import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { TIMESHEET_MSG, type AddTimeEntriesRequest } from '@portal/contracts/timesheets';
import { DAY_KEYS, weekOfDate, type Week } from '@portal/domain';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../../../lib/auth-context.ts';
import { useOneAtATime } from '../../../../ui/use-one-at-a-time.ts';
import { WeekNavigator } from '../../../../ui/week-navigator.tsx';
import { useAddTimeEntries } from '../../api/add-time-entries.ts';
import { employeeOptionsQueryOptions, jobOptionsQueryOptions } from '../../api/get-options.ts';
import { dayEntries, errorPath, weekEntries, type DayTimes, type EntryRef } from '../../add-payload.ts';
import { currentWeek, todayLocal, type Zone } from '../../entry-times.ts';
import { useNow } from '../use-now.ts';
import { EmployeeRowCard } from './employee-row-card.tsx';

type Mode = 'day' | 'week';
type FormRow = { employee?: number | null } & DayTimes & Partial<Record<string, DayTimes>>;
interface Values {
  job?: number;
  rows?: FormRow[];
}

const EMPTY_ROWS: FormRow[] = [{}];

/** Manual entries for one job: by day (one time per employee) or by week (Mon to Sun per employee). */
export function AddTimesheetDialog({ onClose }: { onClose(): void }) {
  const user = useCurrentUser();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const zone: Zone = {
    tz: user.settings.time_zone,
    splitThreshold: user.settings.time_entry_split_threshold,
    now: useNow(),
  };
  const today = todayLocal(zone);
  const [mode, setMode] = useState<Mode>('day');
  const [day, setDay] = useState(today);
  const [week, setWeek] = useState<Week>(() => currentWeek(zone));
  const jobs = useQuery(jobOptionsQueryOptions());
  const employees = useQuery(employeeOptionsQueryOptions());
  const adding = useAddTimeEntries();
  const sending = useOneAtATime();
  const rows = Form.useWatch('rows', form) ?? [];

  const build = (values: Values) => {
    const list = values.rows ?? [];
    const job = values.job ?? 0;
    return mode === 'day'
      ? dayEntries(list, job)
      : weekEntries(
          list.map((r) => ({ employee: r.employee, ...Object.fromEntries(DAY_KEYS.map((d) => [d, r[d]])) })),
          job,
        );
  };
  const count = build({ job: 1, rows }).entries.length;

  // Switching mode or date clears the rows (their times are on the old days), after asking when some
  // are filled in.
  const guarded = (apply: () => void) => {
    const clear = () => {
      form.setFieldsValue({ rows: EMPTY_ROWS });
      apply();
    };
    if (!rows.some((r) => r?.employee)) return clear();
    modal.confirm({
      title: 'The employee details entered will be cleared. Do you want to continue?',
      okText: 'Yes',
      cancelText: 'No',
      onOk: clear,
    });
  };

  const send = (body: AddTimeEntriesRequest, refs: EntryRef[], keepOpen: boolean) =>
    adding.mutateAsync(body).then(
      (res) => {
        message.success(res.message);
        if (!keepOpen) return onClose();
        form.setFieldsValue({ job: undefined, rows: EMPTY_ROWS });
      },
      (err: Error) => {
        // Hours overlapping another entry of the employee: the clerk reviews them or adds them anyway.
        if (err instanceof ApiError && err.code === 'overlapping_time_entry') {
          modal.confirm({
            title: 'Overlapping work hours',
            content: err.message,
            okText: 'Add anyway',
            cancelText: 'Review',
            onOk: () => sending.run(() => send({ ...body, overlaps_confirmed: true }, refs, keepOpen)),
          });
          return;
        }
        showErrors(err, refs);
      },
    );

  // One submit at a time: a double click on Submit sends one request.
  const submit = (keepOpen: boolean) =>
    sending.run(async () => {
      const values = await form.validateFields().catch(() => null);
      if (!values) return;
      const { entries, refs } = build(values);
      await send({ type: mode === 'day' ? 1 : 2, time_entries: entries }, refs, keepOpen);
    });

  const showErrors = (err: Error, refs: EntryRef[]) => {
    if (!(err instanceof ApiError) || !err.errors) return console.error('add-time-entries failed', err);
    message.warning(err.message);
    if (typeof err.errors === 'string') return;
    form.setFields(
      Object.entries(err.errors).flatMap(([key, text]) => {
        const name = errorPath(key, refs);
        return name ? [{ name: name as ['job'], errors: [text] }] : [];
      }),
    );
  };

  return (
    <Modal
      open
      title="Add Timesheet"
      width={1200}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Space>
          <Typography.Text aria-label="Entry count">Entries: {count}</Typography.Text>
          <Button loading={sending.busy} onClick={() => void submit(true)}>
            Submit &amp; Continue
          </Button>
          <Button type="primary" loading={sending.busy} onClick={() => void submit(false)}>
            Submit
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={{ rows: EMPTY_ROWS }}>
        <Space wrap align="start" size={16}>
          <Form.Item label="Job" name="job" rules={[{ required: true, message: 'Please select a job' }]}>
            <Select
              aria-label="Job"
              placeholder="Select/Search"
              showSearch
              optionFilterProp="label"
              options={jobs.data ?? []}
              loading={jobs.isPending}
              style={{ width: 320 }}
            />
          </Form.Item>
          <Form.Item label="Mode">
            <Radio.Group
              value={mode}
              optionType="button"
              options={[
                { value: 'day', label: 'By Day' },
                { value: 'week', label: 'By Week' },
              ]}
              onChange={(e) => guarded(() => setMode(e.target.value as Mode))}
            />
          </Form.Item>
          <Form.Item label={mode === 'day' ? 'Day' : 'Week'}>
            <WeekNavigator
              picker={mode === 'day' ? 'date' : 'week'}
              value={mode === 'day' ? day : week.start}
              today={today}
              unavailableNext="hidden"
              onChange={(value) =>
                guarded(() => (mode === 'day' ? setDay(value) : setWeek(weekOfDate(value))))
              }
            />
          </Form.Item>
        </Space>
        <Form.List
          name="rows"
          rules={[
            {
              validator: async (_, value: FormRow[] | undefined) => {
                if (!value?.length) throw new Error(TIMESHEET_MSG.atLeastOneEmployee);
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div className="ts-add-rows">
              {fields.map((field, index) => (
                <EmployeeRowCard
                  key={field.key}
                  name={field.name}
                  mode={mode}
                  day={day}
                  weekStart={week.start}
                  zone={zone}
                  employees={employees.data ?? []}
                  onClone={() => add(form.getFieldValue(['rows', field.name]), index + 1)}
                  onRemove={() => remove(field.name)}
                />
              ))}
              <Form.ErrorList errors={errors} />
              <Button onClick={() => add({})}>Add Employee</Button>
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
