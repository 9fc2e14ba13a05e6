import { Col, Form, InputNumber, Row, Switch } from 'antd';
import type { RuleRender } from 'antd/es/form';
import { customFieldError, type CustomField, type PolicyFormValues } from '../overtime-policy-values.ts';

/** Where a policy's fields are in the form: the company's, or one site's. */
export type PolicyPath = ['company'] | ['sites', number];

/** A custom policy's field, checked against its siblings as the server checks it. */
function customRule(path: PolicyPath, field: CustomField): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const message = customFieldError(getFieldValue(path) as PolicyFormValues, field);
      if (message) throw new Error(message);
    },
  });
}

function HoursItem({
  path,
  field,
  label,
  placeholder,
  extra,
}: {
  path: PolicyPath;
  field: Exclude<CustomField, 'seventh_day'>;
  label: string;
  placeholder: string;
  extra: string;
}) {
  return (
    <Form.Item
      name={[...path, field]}
      label={label}
      extra={extra}
      rules={[customRule(path, field)]}
      dependencies={field === 'daily_double_time_hours' ? [[...path, 'daily_overtime_hours']] : undefined}
    >
      <InputNumber placeholder={placeholder} suffix="hours" style={{ width: '100%' }} />
    </Form.Item>
  );
}

/**
 * The thresholds of a custom policy, typed in hours (8, 8.5); empty where the policy has none. A site's
 * has no weekly threshold (`weekly` false): the week is counted by the company's policy.
 */
export function CustomPolicyFields({ path, weekly = true }: { path: PolicyPath; weekly?: boolean }) {
  return (
    <Row gutter={24}>
      <Col xs={24} md={12} xl={6}>
        <HoursItem
          path={path}
          field="daily_overtime_hours"
          label="Daily overtime threshold"
          placeholder="None"
          extra="Hours a day. Empty: no daily overtime."
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <HoursItem
          path={path}
          field="daily_double_time_hours"
          label="Daily double-time threshold"
          placeholder="None"
          extra="Hours a day. Empty: no double time."
        />
      </Col>
      {weekly && (
        <Col xs={24} md={12} xl={6}>
          <HoursItem
            path={path}
            field="weekly_hours"
            label="Weekly threshold"
            placeholder="Normal Work Week"
            extra="Hours a week. Empty: the Normal Work Week."
          />
        </Col>
      )}
      <Col xs={24} md={12} xl={6}>
        <Form.Item
          name={[...path, 'seventh_day']}
          label="Seventh-day rule"
          valuePropName="checked"
          extra="On the seventh day worked in a row: overtime from the start, double time past the daily threshold."
          rules={[customRule(path, 'seventh_day')]}
          dependencies={[[...path, 'daily_overtime_hours']]}
        >
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
