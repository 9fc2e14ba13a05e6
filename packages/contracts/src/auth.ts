import { z } from 'zod';
import { MSG } from './messages.ts';
import { authorisedRouteSchema } from './routes.ts';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const loginRequest = z.object({
  email: requiredText(MSG.login.emailRequired).pipe(z.email(MSG.login.emailInvalid)),
  password: z.string({ error: MSG.login.passwordRequired }).min(1, MSG.login.passwordRequired),
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
  new_password: z
    .string({ error: MSG.changePassword.newRequired })
    .min(1, MSG.changePassword.newRequired)
    .min(8, MSG.changePassword.tooShort),
  repeat_password: z
    .string({ error: MSG.changePassword.confirmRequired })
    .min(1, MSG.changePassword.confirmRequired),
};

export const changePasswordRequest = z
  .object({
    id: z.coerce.number().int().positive(),
    old_password: z.string({ error: MSG.changePassword.oldRequired }).min(1, MSG.changePassword.oldRequired),
    ...newPasswordFields,
  })
  .refine((v) => v.new_password === v.repeat_password, {
    path: ['repeat_password'],
    message: MSG.changePassword.mismatch,
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const requestPasswordResetRequest = z.object({
  email: requiredText(MSG.reset.mailRequired).pipe(z.email(MSG.reset.emailInvalid)),
});

export const checkTokenQuery = z.object({ token: z.string().min(1, MSG.reset.badToken) });

export const resetPasswordRequest = z
  .object({
    token: z.string().min(1, MSG.reset.badToken),
    password: newPasswordFields.new_password,
    password_confirmation: newPasswordFields.repeat_password,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MSG.changePassword.mismatch,
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const profileUpdateRequest = z.object({
  phone_number: z
    .string()
    .trim()
    .regex(/^(\+1)?\d{10}$/, MSG.profile.phoneInvalid)
    .nullable(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

export const WEB_TOKEN_KEY = 'webAuthToken';
