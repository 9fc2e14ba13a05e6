import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Flex, Modal, Radio, Typography } from 'antd';
import { MSG } from '@portal/contracts';
import {
  PAYROLL_FORMAT_LABELS,
  PAYROLL_FORMATS,
  PAYROLL_MSG,
  type PayrollFormat,
  type PayrollTotals,
} from '@portal/contracts/payroll-formats';
import { formatHundredths } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { showDate } from '../../../ui/date-format.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { useExportTimeSheet } from '../api/export-time-sheet.ts';
import type { WeekSelection } from '../api/get-time-sheet-list.ts';

const hours = (value: number) => formatHundredths(Math.round(value * 100));

/** The figures to compare with the payroll system's batch totals once the file is imported. */
function ControlTotals({ totals, fileName }: { totals: PayrollTotals; fileName: string }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={`Control totals of ${fileName}`}
      items={[
        { key: 'employees', label: 'Employees', children: totals.employees },
        { key: 'lines', label: 'Lines', children: totals.lines },
        { key: 'regular', label: 'Regular hours', children: hours(totals.regular_hours) },
        { key: 'overtime', label: 'Overtime hours', children: hours(totals.overtime_hours) },
        ...(totals.double_time_hours === undefined
          ? []
          : [{ key: 'double', label: 'Double-time hours', children: hours(totals.double_time_hours) }]),
        { key: 'total', label: 'Total hours', children: hours(totals.total_hours) },
        // Paid beside the hours worked, not in their total.
        ...(totals.meal_premium_hours === undefined
          ? []
          : [{ key: 'meal', label: 'Meal premium hours', children: hours(totals.meal_premium_hours) }]),
      ]}
    />
  );
}

/**
 * Payroll export of the week: a dialog to pick the file (the spec's text file, or one ADP, Paychex or
 * QuickBooks imports as it is), then the download with its control totals, or the server's refusal
 * (un-approved entries, nothing to export, a missing ADP or Paychex id).
 */
export function ExportButton({ week }: { week: WeekSelection }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<PayrollFormat>('txt');
  const exporting = useExportTimeSheet();
  const done = exporting.data?.data;
  const refusal = exporting.error
    ? exporting.error instanceof ApiError
      ? exporting.error.message
      : MSG.tryAgain
    : null;

  const run = () =>
    exporting.mutate(
      { week, format },
      {
        onSuccess: ({ data }) => {
          saveFile(new Blob([data.data], { type: data.content_type }), data.file_name);
          // The portal's one date format, as the logs export's message has it; the file by its name.
          message.success(PAYROLL_MSG.exported(showDate(week.start_date), format));
        },
        onError: (err) => message.error(err instanceof ApiError ? err.message : MSG.tryAgain),
      },
    );
  const show = () => {
    exporting.reset();
    setOpen(true);
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={show}>
        Export
      </Button>
      <Modal
        title="Payroll Export"
        open={open}
        onCancel={() => setOpen(false)}
        okText="Export"
        okButtonProps={{ icon: <DownloadOutlined />, loading: exporting.isPending }}
        onOk={run}
        cancelText="Close"
        destroyOnHidden
      >
        <Flex vertical gap={16}>
          <Typography.Text>
            Week of {showDate(week.start_date)} to {showDate(week.end_date)}
          </Typography.Text>
          <Radio.Group
            aria-label="File format"
            value={format}
            onChange={(e) => {
              setFormat(e.target.value as PayrollFormat);
              exporting.reset();
            }}
            options={PAYROLL_FORMATS.map((f) => ({ value: f, label: PAYROLL_FORMAT_LABELS[f] }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
          {refusal && <Alert type="error" showIcon title={refusal} />}
          {done && <ControlTotals totals={done.totals} fileName={done.file_name} />}
        </Flex>
      </Modal>
    </>
  );
}
