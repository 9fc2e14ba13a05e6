import type { FieldJob, FieldProfile } from '@portal/contracts/field-app';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError } from './api/client.ts';
import { clockSkewMinutes } from './device/clock.ts';
import { prepareReferences } from './face/references.ts';
import { keep, readKept } from './offline/db.ts';
import { sendQueue, type SendResult } from './offline/send-queue.ts';
import { clearSession, readSession, saveSession, type Session } from './offline/session.ts';

export interface SubcontractorWorker {
  id: number;
  code: string;
  first_name: string;
  last_name: string;
  company_name: string;
}

interface FieldState {
  session: Session | null | undefined;
  profile: FieldProfile | null;
  jobs: FieldJob[];
  workers: SubcontractorWorker[];
  online: boolean;
  /** Minutes the phone's clock is off the server's (0 when unknown). */
  clockSkew: number;
  lastSend: SendResult | null;
  sending: boolean;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  sendNow(): Promise<void>;
}

const Ctx = createContext<FieldState | null>(null);

export function useField(): FieldState {
  const v = useContext(Ctx);
  if (!v) throw new Error('FieldProvider missing');
  return v;
}

/** Signs in: the portal's sign-in call, then the profile, whose 403 (no employee) is shown as it is. */
async function signInCall(
  email: string,
  password: string,
): Promise<{ session: Session; profile: FieldProfile }> {
  const { token } = await api<{ token: string }>('login', { method: 'POST', body: { email, password } });
  const profile = await api<FieldProfile>('mobile/profile', { token });
  return { session: { token, email, expired: false }, profile };
}

export function FieldProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [profile, setProfile] = useState<FieldProfile | null>(null);
  const [jobs, setJobs] = useState<FieldJob[]>([]);
  const [workers, setWorkers] = useState<SubcontractorWorker[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  const [clockSkew, setClockSkew] = useState(0);
  const [lastSend, setLastSend] = useState<SendResult | null>(null);
  const [sending, setSending] = useState(false);

  const sendNow = useCallback(async () => {
    setSending(true);
    const result = await sendQueue().finally(() => setSending(false));
    setLastSend(result);
    if (result.status === 'expired') setSession(await readSession());
    if (result.status === 'offline') setOnline(false);
  }, []);

  /** What the phone keeps for offline use, read again from the server when there is signal. */
  const refresh = useCallback(async (s: Session) => {
    try {
      const p = await api<FieldProfile>('mobile/profile', { token: s.token });
      setClockSkew(clockSkewMinutes(p.server_time, Date.now()));
      setProfile(p);
      await keep('profile', p);
      const j = await api<FieldJob[]>('mobile/jobs', { token: s.token });
      setJobs(j);
      await keep('jobs', j);
      if (p.role === 'Foreman') {
        const w = await api<SubcontractorWorker[]>('mobile/subcontractor-workers', { token: s.token });
        setWorkers(w);
        await keep('workers', w);
      }
      void prepareReferences([p.employee, ...p.crew]).catch(() => undefined);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        const expired = { ...s, expired: true };
        await saveSession(expired);
        setSession(expired);
      }
    }
  }, []);

  // Start: what the phone kept, then the server's when online.
  useEffect(() => {
    void (async () => {
      const s = (await readSession()) ?? null;
      setProfile((await readKept<FieldProfile>('profile')) ?? null);
      setJobs((await readKept<FieldJob[]>('jobs')) ?? []);
      setWorkers((await readKept<SubcontractorWorker[]>('workers')) ?? []);
      setSession(s);
      if (s && !s.expired && navigator.onLine) {
        await refresh(s);
        await sendNow();
      }
    })();
  }, [refresh, sendNow]);

  // The signal comes back: send what waits. Every 30 s while something waits and the phone is online.
  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sendNow();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = setInterval(() => {
      if (navigator.onLine) void sendNow();
    }, 30_000);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      clearInterval(timer);
    };
  }, [sendNow]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { session: s, profile: p } = await signInCall(email, password);
      await saveSession(s);
      await keep('profile', p);
      setProfile(p);
      setClockSkew(clockSkewMinutes(p.server_time, Date.now()));
      setSession(s);
      await refresh(s);
      await sendNow();
    },
    [refresh, sendNow],
  );

  const signOut = useCallback(async () => {
    const s = await readSession();
    if (s && !s.expired) await api('logout', { method: 'POST', token: s.token }).catch(() => undefined);
    await clearSession();
    setSession(null);
    setProfile(null);
    setJobs([]);
    setWorkers([]);
  }, []);

  const value = useMemo(
    () => ({
      session,
      profile,
      jobs,
      workers,
      online,
      clockSkew,
      lastSend,
      sending,
      signIn,
      signOut,
      sendNow,
    }),
    [session, profile, jobs, workers, online, clockSkew, lastSend, sending, signIn, signOut, sendNow],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
