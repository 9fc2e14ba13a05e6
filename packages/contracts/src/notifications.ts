import { z } from 'zod';
import { idField } from './employees.ts';
import { list, MAX, requiredText } from './fields.ts';

/** Custom notifications to the mobile app's users (Employees screen, Notify). */

/** Who a notification or a meeting goes to: the mobile roles, or All of them. */
export const RECIPIENT_ROLES = ['Foreman', 'Field User', 'All'] as const;
export type RecipientRole = (typeof RECIPIENT_ROLES)[number];

export const NOTIFICATION_MSG = {
  titleRequired: 'Please enter a title!',
  roleRequired: 'Please select a role!',
  recipientsRequired: 'Please select an employee or more!',
  descriptionRequired: 'Please enter the message description!',
  unknownRecipients: 'Some of the selected employees are not employees of your company.',
  wrongRole: (role: string) => `Every selected employee must have the ${role} role.`,
  sent: (n: number) => `Notification sent to ${n} ${n === 1 ? 'employee' : 'employees'}.`,
  read: 'Notification marked as read.',
} as const;

export const recipientRole = z.enum(RECIPIENT_ROLES, { error: NOTIFICATION_MSG.roleRequired });

/** At least one employee id, no repeats. */
export const recipientIds = list(idField(NOTIFICATION_MSG.recipientsRequired), MAX.recipients, {
  error: NOTIFICATION_MSG.recipientsRequired,
})
  .min(1, NOTIFICATION_MSG.recipientsRequired)
  .transform((ids) => [...new Set(ids)]);

export const notificationRequest = z.object({
  title: requiredText(NOTIFICATION_MSG.titleRequired),
  description: requiredText(NOTIFICATION_MSG.descriptionRequired, MAX.description),
  role: recipientRole,
  user_ids: recipientIds,
});
export type NotificationRequest = z.infer<typeof notificationRequest>;

/** The 201 body of POST /api/v1/employee-notification: the envelope plus statusCode. */
export const notificationCreated = z.object({
  status: z.literal(true),
  statusCode: z.literal(201),
  message: z.string(),
  data: z.object({ id: z.number(), recipients: z.number() }),
  errors: z.null(),
});

/** One notification in the mobile app's inbox. */
export const mobileNotification = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  role: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  is_read: z.boolean(),
});
export type MobileNotification = z.infer<typeof mobileNotification>;
