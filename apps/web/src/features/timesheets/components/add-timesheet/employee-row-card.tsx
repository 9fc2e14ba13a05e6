import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Form, Popconfirm, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { DAY_KEYS, weekDays } from '@portal/domain';
import type { Option } from '../../api/get-options.ts';
import type { Zone } from '../../entry-times.ts';
import { TimeFields } from './time-fields.tsx';

interface Props {
  name: number;
  mode: 'day' | 'week';
  /** The day of day mode. */
  day: string;
  weekStart: string;
  zone: Zone;
  employees: Option[];
  onClone(): void;
  onRemove(): void;
}

const hasDay = (row: Record<string, { clockIn?: unknown; clockOut?: unknown } | undefined> | undefined) =>
  DAY_KEYS.some((d) => row?.[d]?.clockIn && row[d]?.clockOut);

/** One employee's times for the day, or for each day of the week, with Clone and Delete. */
export function EmployeeRowCard({ name, mode, day, weekStart, zone, employees, onClone, onRemove }: Props) {
  const weekRules =
    mode === 'week'
      ? [
          ({ getFieldValue }: { getFieldValue(path: (string | number)[]): unknown }) => ({
            validator: async () => {
              if (!hasDay(getFieldValue(['rows', name]) as Parameters<typeof hasDay>[0]))
                throw new Error(TIMESHEET_MSG.atLeastOneDay);
            },
          }),
        ]
      : [];
  return (
    <Card
      size="small"
      className="ts-add-row"
      aria-label={`Employee row ${name + 1}`}
      title={
        <Form.Item
          name={[name, 'employee']}
          rules={[{ required: true, message: 'Please select an employee' }, ...weekRules]}
          dependencies={
            mode === 'week'
              ? DAY_KEYS.flatMap((d) => [
                  ['rows', name, d, 'clockIn'],
                  ['rows', name, d, 'clockOut'],
                ])
              : []
          }
          style={{ marginBottom: 0, minWidth: 280 }}
        >
          <Select
            aria-label="Employee"
            placeholder="Select an employee"
            showSearch
            optionFilterProp="label"
            options={employees}
          />
        </Form.Item>
      }
      extra={
        <Space>
          <Button size="small" icon={<CopyOutlined />} onClick={onClone}>
            Clone
          </Button>
          <Popconfirm
            title={`Do you want to remove this employee ${mode} details.`}
            okText="Yes"
            cancelText="No"
            onConfirm={onRemove}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      {mode === 'day' ? (
        <div className="ts-add-day">
          <TimeFields path={[name]} date={day} zone={zone} required />
        </div>
      ) : (
        <div className="ts-add-week">
          {weekDays(weekStart).map(({ key, date }) => (
            <div key={key}>
              <strong>{dayjs(date).format('ddd MM/DD')}</strong>
              <TimeFields
                path={[name, key]}
                date={date}
                zone={zone}
                required={false}
                label={dayjs(date).format('ddd')}
              />
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
