import { forget, keep, readKept } from './db.ts';

/** The signed-in account, kept on the phone so the app (and its service worker) can send punches. */
export interface Session {
  token: string;
  email: string;
  /** The server answered 401: the token is over, the punches wait for the next sign-in. */
  expired: boolean;
}

export const readSession = () => readKept<Session>('session');
export const saveSession = (session: Session) => keep('session', session);

export async function markSessionExpired(): Promise<void> {
  const session = await readSession();
  if (session && !session.expired) await saveSession({ ...session, expired: true });
}

/** Signing out forgets the account and what was read with it, never the punches still waiting. */
export async function clearSession(): Promise<void> {
  await Promise.all(['session', 'profile', 'jobs', 'workers', 'week'].map(forget));
}
