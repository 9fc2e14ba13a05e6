import type { Tx } from '../../db/database.ts';

export async function setPhoneNumber(
  tx: Tx,
  userId: number,
  phone: string | null,
  at: string,
): Promise<void> {
  await tx
    .updateTable('users')
    .set({ phone_number: phone, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
