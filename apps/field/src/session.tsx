import type { FieldProfile } from '@portal/contracts/field-app';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { api } from './api/client.ts';

/** The signed-in account and who it is, kept on the phone. */
export interface Session {
  token: string;
  email: string;
  /** The server answered 401: the token is over; the punches wait for the next sign-in. */
  expired: boolean;
  profile: FieldProfile;
}

const KEY = 'field.session';

/**
 * The session lives in localStorage, read at once, so the first screen needs neither IndexedDB nor the
 * signed-in screens' code; a copy goes to IndexedDB (offline/session-copy.ts) for the service worker,
 * which sends the punches with it.
 */
function readStored(): Session | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as Session | null;
  } catch {
    return null;
  }
}

async function store(session: Session | null): Promise<void> {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  const { copySession } = await import('./offline/session-copy.ts');
  await copySession(session && { token: session.token, email: session.email, expired: session.expired });
}

interface SessionState {
  session: Session | null;
  signIn(email: string, password: string): Promise<void>;
  /** Keeps what the server last said about the person (their crew, photo, the server's clock). */
  update(profile: FieldProfile): void;
  /** The server answered 401. */
  expire(): void;
  signOut(): Promise<void>;
}

const Ctx = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const v = useContext(Ctx);
  if (!v) throw new Error('SessionProvider missing');
  return v;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(readStored);

  const put = useCallback((s: Session | null) => {
    setSession(s);
    void store(s);
  }, []);

  /** The portal's sign-in call, then the profile, whose 403 (no employee) is shown as the API says it. */
  const signIn = useCallback(
    async (email: string, password: string) => {
      const { token } = await api<{ token: string }>('login', { method: 'POST', body: { email, password } });
      const profile = await api<FieldProfile>('mobile/profile', { token });
      put({ token, email, expired: false, profile });
    },
    [put],
  );

  const value = useMemo<SessionState>(
    () => ({
      session,
      signIn,
      update: (profile) => session && put({ ...session, profile }),
      expire: () => session && !session.expired && put({ ...session, expired: true }),
      signOut: async () => {
        if (session && !session.expired) {
          await api('logout', { method: 'POST', token: session.token }).catch(() => undefined);
        }
        put(null);
      },
    }),
    [session, signIn, put],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
