import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  authorisedRoutes,
  MSG,
  type AuthUser,
  type ChangePasswordRequest,
  type LoginData,
  type LoginRequest,
  type ResetPasswordRequest,
} from '@portal/contracts';
import type { Db, Tx } from '../../db/database.ts';
import { loadPermissions, type AuthContext } from '../../platform/auth-plugin.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { ForbiddenError, ValidationError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import * as q from './queries.ts';

export type SignToken = (claims: { sub: string; sid: string }, expiresInSeconds: number) => string;

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
function ttlSeconds(ttl: string): number {
  const m = /^(\d+)([smhd])$/.exec(ttl);
  if (!m) throw new Error(`Bad TTL ${ttl}`);
  return Number(m[1]) * UNITS[m[2]!]!;
}

let dummyHash: Promise<string> | undefined;
/**
 * Checks the password against the account's hash; an unknown address or an account without a password
 * still pays for one hash check, so the time taken does not tell which accounts exist.
 */
async function passwordMatches(passwordHash: string | null | undefined, password: string) {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword(randomUUID());
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The one answer to every failed sign-in: it does not say whether the address has an account. */
const badCredentials = () =>
  new ValidationError({ password: MSG.login.badCredentials }, MSG.login.badCredentials);

export async function buildAuthUser(ctx: AppContext, userId: number): Promise<AuthUser> {
  const u = await q.findUserProfile(ctx.db, userId);
  const permissions = await loadPermissions(ctx.db, u.role_id);
  const modules = Object.keys(permissions);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone_number: u.phone_number,
    role: u.role,
    userImage: ctx.files.signedUrl(u.image_path),
    company_code: u.company_code,
    settingsID: u.settings_id ?? 0,
    settings: {
      time_entry_split_threshold: u.time_entry_split_threshold ?? '15:00:00',
      time_zone: u.time_zone ?? 'America/New_York',
    },
    permissions: permissions as Record<string, string[]>,
    modules,
    routes: authorisedRoutes(modules),
  };
}

async function issueSession(
  ctx: AppContext,
  sign: SignToken,
  user: { id: number; company_id: number },
  db: Db | Tx = ctx.db,
) {
  const ttl = ttlSeconds(ctx.config.tokenTtl);
  const now = ctx.now();
  const tokenId = randomUUID();
  await q.createSession(db, {
    companyId: user.company_id,
    userId: user.id,
    tokenId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttl * 1000).toISOString(),
  });
  return sign({ sub: String(user.id), sid: tokenId }, ttl);
}

export async function login(
  ctx: AppContext,
  sign: SignToken,
  input: LoginRequest,
  ip: string,
): Promise<LoginData> {
  const user = await q.findUserByEmail(ctx.db, input.email);
  const matches = await passwordMatches(user?.password_hash, input.password);
  if (!user || !matches) {
    if (user) recordFailedSignIn(ctx, user, ip);
    throw badCredentials();
  }
  // Only the account's own password learns that the account is switched off.
  if (user.is_active !== 1) throw new ValidationError({ email: MSG.login.inactive });
  const token = await ctx.db.transaction().execute(async (tx) => {
    const t = await issueSession(ctx, sign, user, tx);
    await writeAudit(
      tx,
      actorOf(user, ip),
      { action: 'Login', description: `${user.name} signed in`, entity: 'user', entityId: user.id },
      ctx.now(),
    );
    return t;
  });
  return { token, user: await buildAuthUser(ctx, user.id) };
}

/**
 * Audits a wrong password beside the answer, not before it: an unknown address has no row to write,
 * and the answer must take as long for both.
 */
function recordFailedSignIn(
  ctx: AppContext,
  user: { id: number; company_id: number; name: string },
  ip: string,
) {
  const entry = {
    action: 'Login Failed',
    description: `Failed sign-in for ${user.name}`,
    entity: 'user',
    entityId: user.id,
  };
  writeAudit(ctx.db, actorOf(user, ip), entry, ctx.now()).catch((err: unknown) =>
    ctx.log.error(
      { err: err instanceof Error ? err.message : String(err), userId: user.id },
      'failed sign-in not audited',
    ),
  );
}

function actorOf(user: { id: number; company_id: number; name: string }, ip: string | null): Actor {
  return { userId: user.id, companyId: user.company_id, name: user.name, ip };
}

export async function logout(ctx: AppContext, auth: AuthContext, actor: Actor): Promise<void> {
  await ctx.db.transaction().execute(async (tx) => {
    await q.revokeSession(tx, auth.tokenId, ctx.now().toISOString());
    await writeAudit(
      tx,
      actor,
      { action: 'Logout', description: `${auth.name} signed out`, entity: 'user', entityId: auth.userId },
      ctx.now(),
    );
  });
}

/**
 * Changes the password, ends every older session and every mailed link of the user, and returns a
 * fresh token for this session.
 */
export async function changePassword(
  ctx: AppContext,
  sign: SignToken,
  auth: AuthContext,
  actor: Actor,
  input: ChangePasswordRequest,
): Promise<{ token: string }> {
  if (input.id !== auth.userId) throw new ForbiddenError();
  const user = await q.findUserById(ctx.db, auth.userId);
  if (!user || !(await verifyPassword(user.password_hash, input.old_password))) {
    throw new ValidationError({ old_password: MSG.changePassword.oldIncorrect });
  }
  const hash = await hashPassword(input.new_password);
  return ctx.db.transaction().execute(async (tx) => {
    const at = ctx.now().toISOString();
    await q.setPasswordHash(tx, user.id, hash, at);
    await q.revokeUserSessions(tx, user.id, at);
    await q.endLinkTokens(tx, user.id, at);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Password Change',
        description: `${user.name} changed their password`,
        entity: 'user',
        entityId: user.id,
      },
      ctx.now(),
    );
    return { token: await issueSession(ctx, sign, user, tx) };
  });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a single-use link token (stored hashed) for a password reset or an invitation to set one. */
export async function createLinkToken(
  ctx: AppContext,
  db: Db | Tx,
  user: { id: number; company_id: number },
  purpose: 'reset' | 'invite' | 'mobile-invite',
  ttlMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await q.insertResetToken(db, {
    companyId: user.company_id,
    userId: user.id,
    tokenHash: hashToken(token),
    purpose,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000).toISOString(),
  });
  return token;
}

/**
 * Answers the same whether the address exists or not. The link, its audit row and its mail are one
 * transaction; the mail outbox delivers the mail after the answer, so the response time does not tell.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  const user = await q.findUserByEmail(ctx.db, email);
  if (!user || user.is_active !== 1) return;
  await ctx.mailer.transaction(async (tx, queue) => {
    const token = await createLinkToken(ctx, tx, user, 'reset', ctx.config.resetTokenTtlMinutes);
    await writeAudit(
      tx,
      actorOf(user, ip),
      {
        action: 'Password Reset Request',
        description: `Password reset requested for ${user.name}`,
        entity: 'user',
        entityId: user.id,
      },
      ctx.now(),
    );
    const link = `${ctx.config.publicUrl}/reset-token/${token}`;
    await queue({
      companyId: user.company_id,
      purpose: 'password reset',
      to: user.email,
      subject: 'Reset your password',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your time portal account. Open this link to choose a new one (it works once, for ${ctx.config.resetTokenTtlMinutes} minutes):\n\n${link}\n\nIf you did not ask for this, ignore this mail.`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>Someone asked to reset the password of your time portal account. <a href="${link}">Choose a new password</a> (the link works once, for ${ctx.config.resetTokenTtlMinutes} minutes).</p><p>If you did not ask for this, ignore this mail.</p>`,
    });
  });
}

export async function checkResetToken(
  ctx: AppContext,
  token: string,
): Promise<{ email: string; purpose: string }> {
  const row = await q.findLiveResetToken(ctx.db, hashToken(token), ctx.now().toISOString());
  if (!row || row.is_active !== 1) throw new ValidationError({ token: MSG.reset.badToken });
  return { email: row.email, purpose: row.purpose };
}

export async function resetPassword(ctx: AppContext, input: ResetPasswordRequest, ip: string): Promise<void> {
  const hash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (tx) => {
    const at = ctx.now().toISOString();
    const row = await q.findLiveResetToken(tx, hashToken(input.token), at);
    if (!row || row.is_active !== 1 || !(await q.markResetTokenUsed(tx, row.id, at))) {
      throw new ValidationError({ token: MSG.reset.badToken });
    }
    await q.setPasswordHash(tx, row.user_id, hash, at);
    await q.revokeUserSessions(tx, row.user_id, at);
    await q.endLinkTokens(tx, row.user_id, at);
    const action = row.purpose === 'reset' ? 'Password Reset' : 'Password Set';
    await writeAudit(
      tx,
      { userId: row.user_id, companyId: row.company_id, name: row.name, ip },
      {
        action,
        description: `${row.name} set a new password by the mailed link`,
        entity: 'user',
        entityId: row.user_id,
      },
      ctx.now(),
    );
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
