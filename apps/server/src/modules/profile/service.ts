import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { setPhoneNumber } from './queries.ts';

/** Stores the phone as +1 and ten digits, the form the invites and the mobile app use. */
export async function updatePhone(ctx: AppContext, actor: Actor, phone: string | null): Promise<void> {
  const normalised = phone ? `+1${phone.replace(/^\+1/, '')}` : null;
  await ctx.db.transaction().execute(async (tx) => {
    const at = ctx.now();
    await setPhoneNumber(tx, actor.userId!, normalised, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Profile Update',
        description: `${actor.name} changed their phone number`,
        entity: 'user',
        entityId: actor.userId!,
      },
      at,
    );
  });
}
