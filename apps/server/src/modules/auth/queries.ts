import type { Db, Tx } from '../../db/database.ts';

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Db | Tx, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user as the portal shows them: role, company code and the settings the web needs. */
export function findUserProfile(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .leftJoin('settings as s', 's.company_id', 'u.company_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone_number',
      'u.image_path',
      'u.role_id',
      'u.company_id',
      'r.name as role',
      'c.code as company_code',
      's.id as settings_id',
      's.time_entry_split_threshold',
      's.time_zone',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function createSession(
  db: Db | Tx,
  s: { companyId: number; userId: number; tokenId: string; createdAt: string; expiresAt: string },
) {
  await db
    .insertInto('sessions')
    .values({
      company_id: s.companyId,
      user_id: s.userId,
      token_id: s.tokenId,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
    })
    .execute();
}

export async function revokeSession(db: Db | Tx, tokenId: string, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('token_id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Db | Tx, userId: number, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function setPasswordHash(db: Db | Tx, userId: number, hash: string, at: string) {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

export async function insertResetToken(
  db: Db | Tx,
  t: {
    companyId: number;
    userId: number;
    tokenHash: string;
    purpose: string;
    createdAt: string;
    expiresAt: string;
  },
) {
  await db
    .insertInto('password_reset_tokens')
    .values({
      company_id: t.companyId,
      user_id: t.userId,
      token_hash: t.tokenHash,
      purpose: t.purpose,
      created_at: t.createdAt,
      expires_at: t.expiresAt,
    })
    .execute();
}

/** A reset token that is neither used nor expired, with its user. */
export function findLiveResetToken(db: Db | Tx, tokenHash: string, now: string) {
  return db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.company_id', 't.purpose', 'u.email', 'u.name', 'u.is_active'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
}

export async function markResetTokenUsed(db: Tx, id: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ends every unused link of the account (reset and invitations): a new password makes them all stale. */
export async function endLinkTokens(db: Tx, userId: number, at: string) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
