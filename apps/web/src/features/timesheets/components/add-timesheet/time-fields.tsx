import { Form, Input, Select, TimePicker } from 'antd';
import { NOTE_OTHER } from '@portal/contracts/timesheets';
import { NOTE_OPTIONS } from '../entry-card/note-select.tsx';

/** Clock-in, clock-out and note of one day; required (day mode) or optional (week mode). */
export function TimeFields({
  path,
  required,
  label,
}: {
  path: (string | number)[];
  required: boolean;
  label?: string;
}) {
  const prefix = label ? `${label} ` : '';
  return (
    <>
      <Form.Item
        name={[...path, 'clockIn']}
        rules={required ? [{ required: true, message: 'Please select Clock-In Time' }] : []}
        style={{ marginBottom: 4 }}
      >
        <TimePicker
          aria-label={`${prefix}Clock-In`}
          placeholder="Clock-In"
          use12Hours
          format="hh:mm a"
          needConfirm={false}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name={[...path, 'clockOut']}
        rules={required ? [{ required: true, message: 'Please select Clock-Out Time' }] : []}
        style={{ marginBottom: 4 }}
      >
        <TimePicker
          aria-label={`${prefix}Clock-Out`}
          placeholder="Clock-Out"
          use12Hours
          format="hh:mm a"
          needConfirm={false}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name={[...path, 'note']} style={{ marginBottom: 4 }}>
        <Select
          aria-label={`${prefix}Note`}
          placeholder="Note"
          allowClear
          options={NOTE_OPTIONS}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={[['rows', ...path, 'note']]}>
        {({ getFieldValue }) =>
          getFieldValue(['rows', ...path, 'note']) === NOTE_OTHER && (
            <Form.Item
              name={[...path, 'other']}
              rules={[{ required: true, whitespace: true, message: 'Please enter a Note' }]}
              style={{ marginBottom: 4 }}
            >
              <Input aria-label={`${prefix}Other note`} placeholder="Enter a note" maxLength={500} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}
