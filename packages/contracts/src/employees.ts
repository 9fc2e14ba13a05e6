import { z } from 'zod';
import { MAX, requiredText, text } from './fields.ts';

/** Calls of the Employees screen: list, detail, site, photos, invites, and the site/user/role options. */

export const EMPLOYEE_MSG = {
  emailRequired: 'Email is required!',
  emailInvalid: 'Email is not valid!',
  phoneRequired: 'Phone is required!',
  phoneDigits: 'Phone must contain 10 digits!',
  roleRequired: 'Please select a role!',
  employeeRequired: 'Please select an employee!',
  siteRequired: 'Please select a site!',
  siteUnknown: 'Please select a site of your company.',
  roleUnknown: 'Please select a role of your company.',
  roleTooStrong: 'You cannot give a role with permissions you do not have yourself.',
  registerType: (expected: RegisterType) =>
    `This role uses the ${expected} app: register_type must be ${expected}.`,
  accountTooStrong:
    "This employee's account holds permissions you do not have; only a user who holds them can re-invite it.",
  accountEmailKept:
    'This employee already signs in with another email; a Re-Invite goes to that address. The employee changes it.',
  accountStaysWeb:
    'This employee signs in to the web portal; an invitation cannot move the account to the mobile app.',
  invited: (saved: { role: string; email: string; phone: string }) =>
    `Invitation saved: role ${saved.role}, email ${saved.email}, phone ${saved.phone}. The invitation mail is queued; while the mail server cannot take it, it is tried again.`,
  siteUpdated: 'Site updated successfully.',
  defaultOnly: 'Choose the photo to use as the original (is_default 1).',
  defaultSet: 'Original photo updated.',
  photoDeleted: 'Photo deleted.',
  defaultNotDeletable: 'The original photo cannot be deleted. Use another photo as the original first.',
  otherCompany: 'You can only see the data of your own company.',
} as const;

/** invite_status 1 shows Invite; anything else (2 once invited) shows Re-Invite. */
export const INVITE_STATUS = { notInvited: 1, invited: 2 } as const;
/** How long a mailed invitation link works. */
export const INVITE_TTL_MINUTES = 7 * 24 * 60;
const REGISTER_TYPES = ['mobile', 'web'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

/** A 0/1 flag, as the database keeps it. */
export const flag = z.number().int().min(0).max(1);

/** A positive integer id, also accepted as a numeric string (form values). */
export const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

/** `company_code` of the option and list calls: the caller's own company, or left out. */
export const companyCode = text(MAX.code).trim().optional();
export const companyCodeQuery = z.object({ company_code: companyCode });

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const employeeListItem = z.object({
  id: z.number(),
  code: z.string(),
  emp_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role_id: z.number().nullable(),
  role_name: z.string().nullable(),
  site_id: z.number().nullable(),
  site_code: z.string().nullable(),
  site_name: z.string().nullable(),
  is_active: flag,
  shift: z.number(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  last_clock_in: z.string().nullable(),
  invite_status: z.number(),
  /** ADP Workforce Now's file number (six digits), for the ADP payroll file. */
  adp_file_number: z.string().nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

const employeeImage = z.object({ id: z.number(), image_path: z.string(), is_default: flag });
export type EmployeeImage = z.infer<typeof employeeImage>;

export const employeeDetail = employeeListItem.extend({
  employee_images: z.array(employeeImage),
  /** The employee's app account once invited. */
  app_user: z
    .object({
      id: z.number(),
      email: z.string(),
      phone_number: z.string().nullable(),
      role_id: z.number(),
      role_name: z.string(),
      register_type: z.enum(REGISTER_TYPES),
      is_active: flag,
    })
    .nullable(),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

export const employeeUpdateRequest = z.object({ site_id: idField(EMPLOYEE_MSG.siteRequired) });

export const pictureStatusRequest = z.object({
  is_default: z.coerce
    .number({ error: EMPLOYEE_MSG.defaultOnly })
    .pipe(z.literal(1, EMPLOYEE_MSG.defaultOnly)),
});

export const employeeImagesData = z.object({ employee_images: z.array(employeeImage) });

/** Ten digits, with or without the +1 the form adds; spaces, dots, dashes and brackets are ignored. */
const phone = requiredText(EMPLOYEE_MSG.phoneRequired, MAX.phone)
  .transform((p) => p.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^(\+1)?\d{10}$/, EMPLOYEE_MSG.phoneDigits))
  .transform((p) => `+1${p.slice(-10)}`);

/**
 * POST /api/v1/register. `role` is the role id as role-list gives it. `register_type` may be left out:
 * the server derives it from the role (mobile for Foreman and Field User) and refuses a mismatch.
 */
export const registerRequest = z.object({
  emp_id: idField(EMPLOYEE_MSG.employeeRequired),
  role: idField(EMPLOYEE_MSG.roleRequired),
  email: requiredText(EMPLOYEE_MSG.emailRequired, MAX.email)
    .pipe(z.email(EMPLOYEE_MSG.emailInvalid))
    .transform((e) => e.toLowerCase()),
  phone,
  register_type: z.enum(REGISTER_TYPES).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerData = z.object({
  msg: z.string(),
  register_type: z.enum(REGISTER_TYPES),
  invite_status: z.number(),
});

export const siteOption = z.object({ id: z.number(), name: z.string(), code: z.string() });

const flagQuery = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => (v === '1' || v === 'true' ? 1 : 0))
  .optional();

export const userListQuery = companyCodeQuery.extend({ is_active: flagQuery });

export const userListItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  is_active: flag,
  register_type: z.enum(REGISTER_TYPES),
  employee_id: z.number().nullable(),
});

export const roleListItem = z.object({ id: z.number(), name: z.string(), is_mobile: flag });
