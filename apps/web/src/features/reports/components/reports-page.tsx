import { useState } from 'react';
import { App, Button, Card, DatePicker, Flex, Form, Segmented, Select, Spin, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG } from '@portal/contracts';
import { REPORT_MSG, type DownloadType, type ReportType } from '@portal/contracts/reports';
import { addDays, weekOfDate, type LocalDate, type Week } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { DATE } from '../../../ui/date-format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useToday } from '../../../ui/use-today.ts';
import { WeekNavigator } from '../../../ui/week-navigator.tsx';
import { useGenerateReport } from '../api/generate-report.ts';
import { useReportOptions } from '../api/get-report-options.ts';
import {
  canGenerate,
  dateMode,
  FORMAT_OPTIONS,
  REPORT_TYPE_OPTIONS,
  reportByOptions,
  shownRange,
} from '../report-form.ts';

const toDate = (d: Dayjs): LocalDate => d.format('YYYY-MM-DD');
const ALL = 'all';

/** What the screen says when a report fails: no rows, the server's own message, or the spec's. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.tryAgain;
  return error.code === 'no_data' ? REPORT_MSG.noData : error.message;
}

/**
 * Reports: a report type, its Report by, the dates, site (timesheets) or job and company (sub
 * contractor), and a format; Generate Report downloads the file the server names.
 */
export function ReportsPage() {
  const user = useCurrentUser();
  const today = useToday(user.settings.time_zone);
  const [type, setType] = useState<ReportType>('timesheets');
  const [by, setBy] = useState<string | undefined>();
  // Last week by default: the week payroll reports on.
  const [range, setRange] = useState<Week>(() => weekOfDate(addDays(today, -7)));
  const [site, setSite] = useState<number | typeof ALL>(ALL);
  const [jobCode, setJobCode] = useState<string>(ALL);
  const [company, setCompany] = useState<number | typeof ALL>(ALL);
  const [format, setFormat] = useState<DownloadType>(1);
  const generator = useGenerateReport();
  const { message } = App.useApp();

  const options = useReportOptions();

  const mode = dateMode(type, by);
  const shown = shownRange(mode, by, range, today);
  const changeType = (next: ReportType) => {
    setType(next);
    setBy(undefined);
  };
  const generate = () =>
    generator.mutate(
      {
        type,
        by,
        range: shown,
        siteId: site === ALL ? null : site,
        jobCode: jobCode === ALL ? null : jobCode,
        subCompanyId: company === ALL ? null : company,
        format,
      },
      {
        onSuccess: (file) => message.success(REPORT_MSG.generated(file.fileName)),
        onError: (error) => message.error(failureMessage(error)),
      },
    );

  return (
    <>
      <PageTitle title="Reports" />
      <Card style={{ maxWidth: 720 }}>
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label="Report type" htmlFor="report-type">
            <Select id="report-type" value={type} onChange={changeType} options={REPORT_TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item label="Report by" htmlFor="report-by">
            <Select
              id="report-by"
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder={type === 'subcontractor' ? 'Every punch' : 'Choose a Report by'}
              value={by}
              onChange={setBy}
              options={reportByOptions(type)}
            />
          </Form.Item>
          {mode === 'week' && (
            <Form.Item label="Week" extra="Pick any day: the report covers its Monday-to-Sunday week.">
              <WeekNavigator
                value={shown.start}
                today={today}
                onChange={(start) => setRange({ start, end: start })}
              />
            </Form.Item>
          )}
          {(mode === 'range' || mode === 'quarter') && (
            <Form.Item
              label="Date range"
              extra={
                mode === 'quarter' ? 'Quarterly totals cover the quarter of the current year.' : undefined
              }
            >
              <DatePicker.RangePicker
                aria-label="Date range"
                format={DATE}
                allowClear={false}
                disabled={mode === 'quarter'}
                value={[dayjs(shown.start), dayjs(shown.end)]}
                onChange={(dates) => {
                  if (dates?.[0] && dates[1]) setRange({ start: toDate(dates[0]), end: toDate(dates[1]) });
                }}
              />
            </Form.Item>
          )}
          {type === 'timesheets' && (
            <Form.Item label="Site" htmlFor="report-site">
              <Select
                id="report-site"
                value={site}
                onChange={setSite}
                loading={options.isPending}
                options={[{ value: ALL, label: 'All sites' }, ...(options.data?.sites ?? [])]}
              />
            </Form.Item>
          )}
          {type === 'subcontractor' && (
            <Flex gap={16} wrap>
              <Form.Item label="Job code" htmlFor="report-job" style={{ flex: 1, minWidth: 220 }}>
                <Select
                  id="report-job"
                  showSearch={{ optionFilterProp: 'label' }}
                  value={jobCode}
                  onChange={setJobCode}
                  loading={options.isPending}
                  options={[{ value: ALL, label: 'All jobs' }, ...(options.data?.jobs ?? [])]}
                />
              </Form.Item>
              <Form.Item
                label="Sub contractor company"
                htmlFor="report-company"
                style={{ flex: 1, minWidth: 220 }}
              >
                <Select
                  id="report-company"
                  showSearch={{ optionFilterProp: 'label' }}
                  value={company}
                  onChange={setCompany}
                  loading={options.isPending}
                  options={[
                    { value: ALL, label: 'All companies' },
                    ...(options.data?.subcontractorCompanies ?? []),
                  ]}
                />
              </Form.Item>
            </Flex>
          )}
          <Form.Item label="Format">
            <Segmented<DownloadType>
              aria-label="Format"
              value={format}
              onChange={setFormat}
              options={FORMAT_OPTIONS}
            />
          </Form.Item>
          <Flex align="center" gap={16}>
            <Button
              type="primary"
              icon={<FileTextOutlined />}
              disabled={!canGenerate(type, by)}
              loading={generator.isPending}
              onClick={generate}
            >
              Generate Report
            </Button>
            {generator.isPending && (
              <Flex gap={8} align="center" role="status">
                <Spin size="small" />
                <Typography.Text type="secondary">Generating the report…</Typography.Text>
              </Flex>
            )}
          </Flex>
        </Form>
      </Card>
    </>
  );
}
