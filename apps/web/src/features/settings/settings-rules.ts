import type { Rule, RuleRender } from 'antd/es/form';
import { settingsUpdateRequest, smtpErrors, type SmtpValues } from '@portal/contracts/settings';
import { zodRule } from '../../ui/zod-rule.ts';

const shape = settingsUpdateRequest.shape;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The SMTP fields that depend on each other: each revalidates when another changes. */
export const SMTP_FIELDS = [
  'smtp_server',
  'smtp_port',
  'smtp_username',
  'smtp_password',
  'smtp_from',
] as const;

/** The SMTP block's cross-field rule (the server's smtpErrors) for one of its fields. */
function smtpRule(field: (typeof SMTP_FIELDS)[number], passwordStored: boolean): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const values: SmtpValues = {
        smtp_server: text(getFieldValue('smtp_server')),
        smtp_port: (getFieldValue('smtp_port') as number | null | undefined) ?? null,
        smtp_username: text(getFieldValue('smtp_username')),
        smtp_password: (getFieldValue('smtp_password') as string | undefined) || null,
        smtp_from: text(getFieldValue('smtp_from')),
      };
      const message = smtpErrors(values, passwordStored)[field];
      if (message) throw new Error(message);
    },
  });
}

/** The form's rules: the API's own schemas, so each message is the spec's and the server's. */
export const SETTINGS_RULES = {
  time_zone: [zodRule(shape.time_zone, (v) => v ?? '')],
  gps_distance_threshold: [zodRule(shape.gps_distance_threshold)],
  regular_time: [zodRule(shape.regular_time, trimmed)],
  smtp_server: [zodRule(shape.smtp_server, trimmed)],
  smtp_to: [zodRule(shape.smtp_to, trimmed)],
  star_builder_schedule: [zodRule(shape.star_builder_schedule, trimmed)],
  cmic_companycode: [zodRule(shape.cmic_companycode, trimmed)],
  adp_company_code: [zodRule(shape.adp_company_code, trimmed)],
  paychex_client_id: [zodRule(shape.paychex_client_id, trimmed)],
  quickbooks_company_name: [zodRule(shape.quickbooks_company_name, trimmed)],
  quickbooks_company_create_time: [zodRule(shape.quickbooks_company_create_time, trimmed)],
} satisfies Record<string, Rule[]>;

/** The rules of the SMTP fields that depend on each other and on whether a password is stored. */
export function smtpRules(passwordStored: boolean) {
  return {
    smtp_port: [zodRule(shape.smtp_port), smtpRule('smtp_port', passwordStored)],
    smtp_username: [zodRule(shape.smtp_username, trimmed), smtpRule('smtp_username', passwordStored)],
    smtp_password: [zodRule(shape.smtp_password), smtpRule('smtp_password', passwordStored)],
    smtp_from: [zodRule(shape.smtp_from, trimmed), smtpRule('smtp_from', passwordStored)],
  } satisfies Record<string, Rule[]>;
}
