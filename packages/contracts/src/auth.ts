import { z } from 'zod';
import { MAX, requiredText, text } from './fields.ts';
import { MSG } from './messages.ts';
import { authorisedRouteSchema } from './routes.ts';

const email = (required: string, invalid: string) => requiredText(required, MAX.email).pipe(z.email(invalid));
const password = (required: string) => text(MAX.password, { error: required }).min(1, required);

export const loginRequest = z.object({
  email: email(MSG.login.emailRequired, MSG.login.emailInvalid),
  password: password(MSG.login.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.string(),
  userImage: z.string().nullable(),
  company_code: z.string(),
  settingsID: z.number(),
  settings: z.object({ time_entry_split_threshold: z.string(), time_zone: z.string() }),
  permissions: z.record(z.string(), z.array(z.string())),
  modules: z.array(z.string()),
  routes: z.array(authorisedRouteSchema),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginData = z.object({ token: z.string(), user: authUserSchema });
export type LoginData = z.infer<typeof loginData>;

const newPasswordFields = {
  new_password: password(MSG.changePassword.newRequired).min(8, MSG.changePassword.tooShort),
  repeat_password: password(MSG.changePassword.confirmRequired),
};

export const changePasswordRequest = z
  .object({
    id: z.coerce.number().int().positive(),
    old_password: password(MSG.changePassword.oldRequired),
    ...newPasswordFields,
  })
  .refine((v) => v.new_password === v.repeat_password, {
    path: ['repeat_password'],
    message: MSG.changePassword.mismatch,
  })
  .refine((v) => v.new_password !== v.old_password, {
    path: ['new_password'],
    message: MSG.changePassword.sameAsOld,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const requestPasswordResetRequest = z.object({
  email: email(MSG.reset.mailRequired, MSG.reset.emailInvalid),
});

const linkToken = text(MAX.token).min(1, MSG.reset.badToken);
export const checkTokenQuery = z.object({ token: linkToken });
/** Whose link it is, and what for: `reset` for a forgotten password, `invite` for a first one. */
export const resetTokenInfo = z.object({ email: z.string(), purpose: z.string() });

export const resetPasswordRequest = z
  .object({
    token: linkToken,
    password: newPasswordFields.new_password,
    password_confirmation: newPasswordFields.repeat_password,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MSG.changePassword.mismatch,
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const profileUpdateRequest = z.object({
  phone_number: text(MAX.phone)
    .trim()
    .regex(/^(\+1)?\d{10}$/, MSG.profile.phoneInvalid)
    .nullable(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

export const WEB_TOKEN_KEY = 'webAuthToken';
