import { z } from 'zod';
import { companyCode } from './employees.ts';
import { MAX, requiredText, startsWithLocalDate } from './fields.ts';
import { NOTIFICATION_MSG, recipientIds, recipientRole } from './notifications.ts';

/** Meetings (Meetings screen) and the mobile app's answers to their invites. */

export const MEETING_STATUS = { active: 1, cancelled: 3 } as const;
const INVITE_ANSWERS = ['pending', 'accepted', 'rejected'] as const;
export type InviteAnswer = (typeof INVITE_ANSWERS)[number];

export const MEETING_MSG = {
  titleRequired: NOTIFICATION_MSG.titleRequired,
  locationRequired: 'Please enter a location!',
  roleRequired: NOTIFICATION_MSG.roleRequired,
  inviteesRequired: NOTIFICATION_MSG.recipientsRequired,
  descriptionRequired: NOTIFICATION_MSG.descriptionRequired,
  startRequired: 'Please select start time!',
  endRequired: 'Please select end time!',
  timeFormat: 'Times are YYYY-MM-DD HH:mm:ss in the company time zone, or ISO instants with an offset.',
  dateBeforeToday: 'The meeting date cannot be before today.',
  startBeforeNow: 'The start time cannot be earlier than now.',
  endBeforeStart: 'The end time cannot be before the start time.',
  statusActive: 'A new meeting has status 1 (active).',
  cancelOnly: 'Only status 3 (cancel) can be set.',
  alreadyCancelled: 'This meeting is already cancelled.',
  created: 'Meeting invitations sent successfully.',
  cancelled: 'Meeting cancelled successfully.',
  meetingCancelled: 'This meeting has been cancelled.',
  meetingOver: 'This meeting is already over.',
  answerRequired: 'Please answer accepted or rejected.',
  answered: (answer: string) => `Meeting ${answer}.`,
} as const;

/**
 * A meeting time: 'YYYY-MM-DD HH:mm[:ss]' on the company's wall clock (what the pickers give), or an
 * ISO instant with Z or an offset. Answers always carry ISO UTC instants.
 */
const meetingTime = (required: string) =>
  requiredText(required, MAX.code)
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?(\.\d{1,3})?(Z|[+-]\d{2}:?\d{2})?$/i, {
      message: MEETING_MSG.timeFormat,
      abort: true,
    })
    .refine(startsWithLocalDate, MEETING_MSG.timeFormat);

export const meetingRequest = z.object({
  title: requiredText(MEETING_MSG.titleRequired),
  company_code: companyCode,
  location: requiredText(MEETING_MSG.locationRequired, MAX.location),
  description: requiredText(MEETING_MSG.descriptionRequired, MAX.description),
  status: z.coerce
    .number({ error: MEETING_MSG.statusActive })
    .pipe(z.literal(MEETING_STATUS.active, MEETING_MSG.statusActive))
    .optional(),
  meeting_start_at: meetingTime(MEETING_MSG.startRequired),
  meeting_end_at: meetingTime(MEETING_MSG.endRequired),
  invite_ids: recipientIds,
  /**
   * The spec's call sends no role: in the form it only narrows the employee picker (the form keeps its
   * own rule). Without one, invitees of any role are accepted, as for All.
   */
  role: recipientRole.default('All'),
});
export type MeetingRequest = z.infer<typeof meetingRequest>;

export const meetingCancelRequest = z.object({
  status: z.coerce
    .number({ error: MEETING_MSG.cancelOnly })
    .pipe(z.literal(MEETING_STATUS.cancelled, MEETING_MSG.cancelOnly)),
});

const meetingInvite = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee: z.string(),
  emp_code: z.string(),
  status: z.enum(INVITE_ANSWERS),
  responded_at: z.string().nullable(),
});

export const meetingListItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  role: z.string(),
  meeting_start_at: z.string(),
  meeting_end_at: z.string(),
  status: z.number(),
  company_code: z.string(),
  created_at: z.string(),
  meeting_invites: z.array(meetingInvite),
  counts: z.object({ sent: z.number(), accepted: z.number(), rejected: z.number(), pending: z.number() }),
});
export type MeetingListItem = z.infer<typeof meetingListItem>;

/** A meeting as the invited employee sees it in the mobile app; `status` is their own answer. */
export const mobileMeeting = z.object({
  id: z.number(),
  invite_id: z.number(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  meeting_start_at: z.string(),
  meeting_end_at: z.string(),
  meeting_status: z.number(),
  status: z.enum(INVITE_ANSWERS),
  responded_at: z.string().nullable(),
});
export type MobileMeeting = z.infer<typeof mobileMeeting>;

export const meetingAnswerRequest = z.object({
  status: z.enum(['accepted', 'rejected'], { error: MEETING_MSG.answerRequired }),
});
