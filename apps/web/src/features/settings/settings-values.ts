import type { Dayjs } from 'dayjs';
import { TIME_SETTING_FIELDS, type SettingsDto, type TimeSettingField } from '@portal/contracts/settings';
import { hmsOf, timeFromHms } from '../../ui/time-value.ts';
import type { SettingsUpdateBody } from './api/update-settings.ts';

/** What the settings form holds: pickers hold Dayjs, the rest what their inputs give. */
export type SettingsFormValues = Record<TimeSettingField, Dayjs | null> & {
  time_zone: string;
  gps_distance_threshold: number | null;
  regular_time: string;
  smtp_server: string;
  smtp_port: number | null;
  smtp_username: string;
  /** Write-only: empty keeps the stored password. */
  smtp_password: string;
  smtp_from: string;
  smtp_to: string;
  star_builder_schedule: string;
  cmic_companycode: string;
  adp_company_code: string;
  paychex_client_id: string;
  quickbooks_company_name: string;
  quickbooks_company_create_time: string;
};

/** Every field of the form, for putting the server's field errors beside them. */
export const SETTINGS_FORM_FIELDS = [
  'time_zone',
  ...TIME_SETTING_FIELDS,
  'gps_distance_threshold',
  'regular_time',
  'smtp_server',
  'smtp_port',
  'smtp_username',
  'smtp_password',
  'smtp_from',
  'smtp_to',
  'star_builder_schedule',
  'cmic_companycode',
  'adp_company_code',
  'paychex_client_id',
  'quickbooks_company_name',
  'quickbooks_company_create_time',
] as const satisfies readonly (keyof SettingsFormValues)[];

const times = <T>(pick: (field: TimeSettingField) => T) =>
  Object.fromEntries(TIME_SETTING_FIELDS.map((f) => [f, pick(f)])) as Record<TimeSettingField, T>;

export function formValuesOf(s: SettingsDto): SettingsFormValues {
  return {
    ...times((f) => timeFromHms(s[f])),
    time_zone: s.time_zone,
    gps_distance_threshold: s.gps_distance_threshold,
    regular_time: s.regular_time ?? '',
    smtp_server: s.smtp_server ?? '',
    smtp_port: s.smtp_port,
    smtp_username: s.smtp_username ?? '',
    smtp_password: '',
    smtp_from: s.smtp_from ?? '',
    smtp_to: s.smtp_to ?? '',
    star_builder_schedule: s.star_builder_schedule ?? '',
    cmic_companycode: s.cmic_companycode ?? '',
    adp_company_code: s.adp_company_code ?? '',
    paychex_client_id: s.paychex_client_id ?? '',
    quickbooks_company_name: s.quickbooks_company_name ?? '',
    quickbooks_company_create_time: s.quickbooks_company_create_time ?? '',
  };
}

/** The update request: every field, the password only when one was typed. */
export function updateBodyOf(id: number, v: SettingsFormValues): SettingsUpdateBody {
  return {
    id,
    ...times((f) => hmsOf(v[f])),
    time_zone: v.time_zone,
    // Never empty here: the field's rule (the server's) refuses an empty threshold before the form sends.
    gps_distance_threshold: v.gps_distance_threshold ?? 0,
    regular_time: v.regular_time.trim(),
    smtp_server: v.smtp_server,
    smtp_port: v.smtp_port,
    smtp_username: v.smtp_username,
    ...(v.smtp_password ? { smtp_password: v.smtp_password } : {}),
    smtp_from: v.smtp_from,
    smtp_to: v.smtp_to.trim(),
    star_builder_schedule: v.star_builder_schedule,
    cmic_companycode: v.cmic_companycode,
    adp_company_code: v.adp_company_code,
    paychex_client_id: v.paychex_client_id,
    quickbooks_company_name: v.quickbooks_company_name,
    quickbooks_company_create_time: v.quickbooks_company_create_time,
  };
}
