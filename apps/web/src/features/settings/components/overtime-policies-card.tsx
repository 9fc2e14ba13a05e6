import { useMemo } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Row, Select, Spin, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApiError } from '../../../lib/api-client.ts';
import {
  OVERTIME_POLICY_MSG,
  OVERTIME_PRESET_LABELS,
  type OvertimePoliciesDto,
} from '@portal/contracts/overtime-policies';
import type { OvertimePreset } from '@portal/domain/overtime-policy';
import { useOvertimePolicies } from '../api/get-overtime-policies.ts';
import { useUpdateOvertimePolicies } from '../api/update-overtime-policies.ts';
import {
  COMPANY_POLICY,
  describePolicy,
  fieldsOnChoice,
  formValuesOf,
  placeFieldErrors,
  policyOf,
  updateBodyOf,
  type OvertimeFormValues,
  type PolicyChoice,
  type PolicyFormValues,
} from '../overtime-policy-values.ts';
import { CustomPolicyFields } from './custom-policy-fields.tsx';

type Site = OvertimePoliciesDto['sites'][number];

const PRESET_OPTIONS = (Object.keys(OVERTIME_PRESET_LABELS) as OvertimePreset[]).map((preset) => ({
  value: preset,
  label: OVERTIME_PRESET_LABELS[preset],
}));
const SITE_OPTIONS = [{ value: COMPANY_POLICY, label: 'Company policy' }, ...PRESET_OPTIONS];

/** What applies to the company (`site` false) or to a site, in a line. */
function summaryOf(v: PolicyFormValues, company: PolicyFormValues, site: boolean): string {
  if (v.preset === COMPANY_POLICY) return `As the company: ${summaryOf(company, company, false)}`;
  if (v.preset === 'custom') return 'Custom: the thresholds are set below.';
  return describePolicy(policyOf(v, v.preset), { site });
}

function OvertimePoliciesForm({ policies, writable }: { policies: OvertimePoliciesDto; writable: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OvertimeFormValues>();
  const update = useUpdateOvertimePolicies();
  const initial = useMemo(() => formValuesOf(policies), [policies]);
  // The rendered choices: hidden thresholds (a preset's) are kept too, for Custom to start from.
  const company = Form.useWatch('company', { form, preserve: true }) ?? initial.company;
  const sites = Form.useWatch('sites', { form, preserve: true }) ?? initial.sites;
  const indexOf = useMemo(() => new Map(policies.sites.map((s, i) => [s.site_id, i])), [policies.sites]);

  const choose = (index: number, choice: PolicyChoice) =>
    form.setFieldValue(['sites', index], fieldsOnChoice(choice, sites[index]!, company));

  const onFinish = () => {
    const values = form.getFieldsValue(true) as OvertimeFormValues;
    update.mutate(updateBodyOf(values, policies), {
      onSuccess: ({ data, message: text }) => {
        form.setFieldsValue(formValuesOf(data));
        message.success(text || OVERTIME_POLICY_MSG.updated);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        const errors = error instanceof ApiError && typeof error.errors === 'object' ? error.errors : null;
        const placed = placeFieldErrors(errors ?? {}, policies.sites.length);
        form.setFields(placed.fields);
        if (placed.fields[0]) form.scrollToField(placed.fields[0].name, { block: 'center' });
        const leftover = placed.leftover ?? (placed.fields.length === 0 ? error.message : null);
        if (leftover) message.error(leftover);
      },
    });
  };

  const columns: ColumnsType<Site> = [
    {
      title: 'Site',
      key: 'site',
      width: 220,
      render: (_, site) => (
        <>
          <Typography.Text strong>{site.site_name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{site.site_code}</Typography.Text>
        </>
      ),
    },
    {
      title: 'Overtime policy',
      key: 'policy',
      width: 280,
      render: (_, site) => {
        const index = indexOf.get(site.site_id)!;
        return (
          <Form.Item name={['sites', index, 'preset']} style={{ marginBottom: 0 }}>
            <Select
              aria-label={`Overtime policy of ${site.site_name}`}
              options={SITE_OPTIONS}
              onChange={(choice: PolicyChoice) => choose(index, choice)}
            />
          </Form.Item>
        );
      },
    },
    {
      title: 'What applies',
      key: 'applies',
      render: (_, site) => {
        const v = sites[indexOf.get(site.site_id)!];
        return v ? <Typography.Text type="secondary">{summaryOf(v, company, true)}</Typography.Text> : null;
      },
    },
  ];

  return (
    <Form
      form={form}
      name="overtime-policies"
      layout="vertical"
      requiredMark={false}
      disabled={!writable}
      initialValues={initial}
      onFinish={onFinish}
      scrollToFirstError={{ block: 'center' }}
    >
      <Row gutter={24}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name={['company', 'preset']}
            label="Company policy"
            extra={company.preset === 'custom' ? undefined : summaryOf(company, company, false)}
          >
            <Select
              options={PRESET_OPTIONS}
              onChange={(choice: OvertimePreset) =>
                form.setFieldValue('company', fieldsOnChoice(choice, company, company))
              }
            />
          </Form.Item>
        </Col>
      </Row>
      {company.preset === 'custom' && <CustomPolicyFields path={['company']} />}

      <Typography.Title level={5}>Sites</Typography.Title>
      {policies.sites.length === 0 ? (
        <Typography.Paragraph type="secondary">
          The company has no sites yet: the company policy applies to all its time.
        </Typography.Paragraph>
      ) : (
        <Table<Site>
          className="overtime-sites"
          size="small"
          rowKey="site_id"
          pagination={false}
          columns={columns}
          dataSource={policies.sites}
          expandable={{
            showExpandColumn: false,
            expandedRowKeys: policies.sites
              .filter((_, i) => sites[i]?.preset === 'custom')
              .map((s) => s.site_id),
            expandedRowRender: (site) => (
              <div
                className="overtime-custom-site"
                aria-label={`Custom policy of ${site.site_name}`}
                role="group"
              >
                <CustomPolicyFields path={['sites', indexOf.get(site.site_id)!]} weekly={false} />
              </div>
            ),
          }}
        />
      )}

      {writable && (
        <Flex justify="flex-start" style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={update.isPending}>
            Save overtime policies
          </Button>
        </Flex>
      )}
    </Form>
  );
}

/**
 * Overtime Policies: the company's policy and each site's own (or the company's), saved together with
 * their own button, apart from Update Settings.
 */
export function OvertimePoliciesCard({ writable }: { writable: boolean }) {
  const policies = useOvertimePolicies();
  return (
    <Card title="Overtime Policies">
      <Typography.Paragraph type="secondary">
        The policies apply to open weeks; approved entries and closed weeks keep their figures. A site follows
        the company policy unless it has its own, which sets the daily thresholds and the seventh-day rule of
        the time worked there; the week is always counted by the company policy.
      </Typography.Paragraph>
      {policies.error && <Alert type="error" showIcon title={policies.error.message} />}
      {policies.isPending && (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label="Loading overtime policies" />
        </Flex>
      )}
      {policies.data && (
        // A new list of sites (added elsewhere meanwhile) starts the form again: rows are by index.
        <OvertimePoliciesForm
          key={policies.data.sites.map((s) => s.site_id).join(',')}
          policies={policies.data}
          writable={writable}
        />
      )}
    </Card>
  );
}
