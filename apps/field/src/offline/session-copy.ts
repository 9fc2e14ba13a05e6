import { forget, keep, readKept } from './db.ts';

/** The copy of the session the service worker sends punches with (the page keeps its own, session.tsx). */
export interface SessionCopy {
  token: string;
  email: string;
  expired: boolean;
}

export const readSessionCopy = () => readKept<SessionCopy>('session');

/** Signing out forgets the account and what was read with it, never the punches still waiting. */
export async function copySession(session: SessionCopy | null): Promise<void> {
  if (session) await keep('session', session);
  else await Promise.all(['session', 'jobs', 'workers', 'week'].map(forget));
}

export async function markSessionCopyExpired(): Promise<void> {
  const session = await readSessionCopy();
  if (session && !session.expired) await keep('session', { ...session, expired: true });
}
