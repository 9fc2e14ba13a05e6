import type { PermissionMap } from '@portal/contracts';
import {
  EMPLOYEE_MSG,
  INVITE_STATUS,
  INVITE_TTL_MINUTES,
  type RegisterRequest,
  type RegisterType,
} from '@portal/contracts/employees';
import type { Tx } from '../../db/database.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { QueuedMail } from '../../platform/mailer.ts';
import { createLinkToken } from '../auth/service.ts';
import { inviteRefusal, type InviteAttempt } from './invite-policy.ts';
import * as q from './queries.ts';

type Employee = NonNullable<Awaited<ReturnType<typeof q.findEmployee>>>;

/**
 * POST /api/v1/register: gives the employee an app account (or updates the one they have) with the
 * chosen role, address and phone, and queues a mail with a single-use link (the mail outbox delivers
 * it, retrying while the mail server is unavailable). Mobile roles get the app's registration
 * link, web roles the page that sets a password. Older unused invitations of the account stop working.
 * An address another account already uses changes no account and gets a mail saying so instead; the
 * answer, the employee's row and the audit line are the same as for any address.
 */
export async function inviteEmployee(
  ctx: AppContext,
  actor: Actor,
  permissions: PermissionMap,
  input: RegisterRequest,
) {
  const companyId = actor.companyId;
  const employee = await q.findEmployee(ctx.db, companyId, input.emp_id);
  if (!employee) throw new NotFoundError();
  const role = await q.findRole(ctx.db, companyId, input.role);
  if (!role) throw new ValidationError({ role: EMPLOYEE_MSG.roleUnknown });
  const registerType: RegisterType = role.is_mobile === 1 ? 'mobile' : 'web';
  if (input.register_type && input.register_type !== registerType) {
    throw new ValidationError({ register_type: EMPLOYEE_MSG.registerType(registerType) });
  }
  const roleGrants = await q.rolePermissions(ctx.db, role.id);

  const company = await q.companyName(ctx.db, companyId);
  // The account, the employee's role, address and phone, the audit row and the mail are one
  // transaction: an invitation that cannot be stored changes nothing and mails nothing.
  await ctx.mailer.transaction(async (tx, queue) => {
    const at = ctx.now();
    const account = {
      role_id: role.id,
      email: input.email,
      phone_number: input.phone,
      register_type: registerType,
      name: `${employee.first_name} ${employee.last_name}`,
    };
    const userId = await upsertAccount(tx, employee, companyId, account, at.toISOString(), {
      inviter: permissions,
      role: { grants: roleGrants, registerType },
      email: input.email,
    });
    if (userId !== null) {
      await q.revokeUnusedInvites(tx, userId);
      const purpose = registerType === 'mobile' ? 'mobile-invite' : 'invite';
      const token = await createLinkToken(
        ctx,
        tx,
        { id: userId, company_id: companyId },
        purpose,
        INVITE_TTL_MINUTES,
      );
      await queue(
        invitationMail(ctx, companyId, company, { employee, email: input.email, registerType, token }),
      );
    } else {
      await queue(addressInUseMail(companyId, company, { email: input.email, registerType }));
    }
    await q.updateEmployee(
      tx,
      employee.id,
      { role_id: role.id, email: input.email, phone: input.phone, invite_status: INVITE_STATUS.invited },
      at.toISOString(),
    );
    await writeAudit(
      tx,
      actor,
      {
        action:
          employee.invite_status === INVITE_STATUS.notInvited ? 'Employee Invite' : 'Employee Re-Invite',
        description: `Invited ${employee.first_name} ${employee.last_name} (${employee.code}) to the ${registerType} app as ${role.name}`,
        entity: 'employee',
        entityId: employee.id,
      },
      at,
    );
  });

  return {
    msg: EMPLOYEE_MSG.invited({ role: role.name, email: input.email, phone: input.phone }),
    register_type: registerType,
    invite_status: INVITE_STATUS.invited,
  };
}

/**
 * Creates the employee's account or updates it, within what inviteRefusal allows; inside the
 * transaction. Null when another account (of this company or any other) already uses the address:
 * then no account changes, and the caller answers as for any address, so that an invitation does not
 * tell which addresses have accounts.
 */
async function upsertAccount(
  tx: Tx,
  employee: Employee,
  companyId: number,
  account: q.AccountFields,
  at: string,
  attempt: Omit<InviteAttempt, 'account'>,
): Promise<number | null> {
  const existing = await q.findAppUser(tx, companyId, employee.id);
  const refusal = inviteRefusal({
    ...attempt,
    account: existing ? { ...existing, grants: await q.rolePermissions(tx, existing.role_id) } : null,
  });
  if (refusal) throw new ValidationError(refusal);
  const owner = await q.findUserIdByEmail(tx, account.email);
  if (owner && owner.id !== existing?.id) return null;
  if (!existing) return q.insertAppUser(tx, companyId, employee.id, account, at);
  await q.updateAppUser(tx, existing.id, account, at);
  return existing.id;
}

/**
 * The mail to an address that already has an account, in place of the invitation: it tells its holder
 * that they were invited and why nothing changed, and carries no link.
 */
function addressInUseMail(
  companyId: number,
  company: string,
  m: { email: string; registerType: RegisterType },
): QueuedMail {
  const where = m.registerType === 'mobile' ? 'time-keeping app' : 'time portal';
  return {
    companyId,
    purpose: 'invitation',
    to: m.email,
    subject: `${company} invites you to the ${where}`,
    text: `Hello,\n\n${company} invited ${m.email} to the ${where}. This address already belongs to an account, which stays as it is: no account was made and nothing was changed. If you work for ${company}, ask them to invite you with another address; otherwise you can ignore this mail.\n`,
  };
}

/** The invitation mail: the app's registration link for mobile roles, the set-password page for web roles. */
function invitationMail(
  ctx: AppContext,
  companyId: number,
  company: string,
  m: { employee: Employee; email: string; registerType: RegisterType; token: string },
): QueuedMail {
  const days = INVITE_TTL_MINUTES / (24 * 60);
  const hello = `Hello ${m.employee.first_name} ${m.employee.last_name},\n\n`;
  const mail =
    m.registerType === 'mobile'
      ? {
          subject: `${company} invites you to the time-keeping app`,
          text: `${hello}${company} invites you to clock your time with the mobile app. Open this link on your phone to install the app and finish your registration (it works once, for ${days} days):\n\n${ctx.config.publicUrl}/userregisteration?code=${m.token}\n\nNo app store? Use the field app in your phone's browser instead: this link sets it up (the same code, used once by either link):\n\n${ctx.config.publicUrl}/field/invite?code=${m.token}\n`,
        }
      : {
          subject: `${company} invites you to the time portal`,
          text: `${hello}${company} invites you to the time portal. Open this link to choose your password (it works once, for ${days} days), then sign in with ${m.email}:\n\n${ctx.config.publicUrl}/reset-token/${m.token}\n`,
        };
  return { companyId, purpose: 'invitation', to: m.email, ...mail };
}
