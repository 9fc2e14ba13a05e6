import type { FieldJob, FieldProfile } from '@portal/contracts/field-app';
import type { SubcontractorWorker } from '@portal/contracts/subcontractor-timesheets';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError } from './api/client.ts';
import { clockSkewMinutes } from './device/clock.ts';
import { prepareReferences } from './face/references.ts';
import { keep, readKept } from './offline/db.ts';
import { sendQueue, type SendResult } from './offline/send-queue.ts';
import { copySession } from './offline/session-copy.ts';
import { useSession, type Session } from './session.tsx';

/** Runs `work` once the phone has been idle after the screen drawn now (a few seconds at most). */
function afterFirstScreen(work: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5_000 });
    else work();
  }, 2_000);
}

interface FieldState {
  session: Session;
  profile: FieldProfile;
  jobs: FieldJob[];
  workers: SubcontractorWorker[];
  online: boolean;
  /** Minutes the phone's clock is off the server's (0 when unknown). */
  clockSkew: number;
  lastSend: SendResult | null;
  sending: boolean;
  sendNow(): Promise<void>;
}

const Ctx = createContext<FieldState | null>(null);

export function useField(): FieldState {
  const v = useContext(Ctx);
  if (!v) throw new Error('FieldProvider missing');
  return v;
}

/**
 * What the signed-in screens share: the jobs and workers kept for offline use (read again from the
 * server when there is signal), the network's state, and the sending of the punches waiting.
 */
export function FieldProvider({ session, children }: { session: Session; children: ReactNode }) {
  const { update, expire } = useSession();
  const [jobs, setJobs] = useState<FieldJob[]>([]);
  const [workers, setWorkers] = useState<SubcontractorWorker[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  const [clockSkew, setClockSkew] = useState(() => clockSkewMinutes(session.profile.server_time, Date.now()));
  const [lastSend, setLastSend] = useState<SendResult | null>(null);
  const [sending, setSending] = useState(false);
  const { token, email } = session;

  const sendNow = useCallback(async () => {
    setSending(true);
    const result = await sendQueue().finally(() => setSending(false));
    setLastSend(result);
    if (result.status === 'expired') expire();
    if (result.status === 'offline') setOnline(false);
  }, [expire]);

  // Start: what the phone kept, then the server's when online, then what waits is sent.
  useEffect(() => {
    void (async () => {
      await copySession({ token, email, expired: false });
      setJobs((await readKept<FieldJob[]>('jobs')) ?? []);
      setWorkers((await readKept<SubcontractorWorker[]>('workers')) ?? []);
      if (!navigator.onLine) return;
      try {
        const p = await api<FieldProfile>('mobile/profile', { token });
        setClockSkew(clockSkewMinutes(p.server_time, Date.now()));
        update(p);
        const j = await api<FieldJob[]>('mobile/jobs', { token });
        setJobs(j);
        await keep('jobs', j);
        if (p.role === 'Foreman') {
          const w = await api<SubcontractorWorker[]>('mobile/subcontractor-workers', { token });
          setWorkers(w);
          await keep('workers', w);
        }
        // The face model (the app's largest download) waits until the clock-in screen is drawn and the
        // phone is idle: the first screen after sign-in is what the person stands waiting for.
        afterFirstScreen(() => void prepareReferences([p.employee, ...p.crew]).catch(() => undefined));
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return expire();
      }
      await sendNow();
    })();
    // Once per signed-in token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  // The signal comes back: send what waits. Every 30 s too, while the phone is online.
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

  const value = useMemo(
    () => ({
      session,
      profile: session.profile,
      jobs,
      workers,
      online,
      clockSkew,
      lastSend,
      sending,
      sendNow,
    }),
    [session, jobs, workers, online, clockSkew, lastSend, sending, sendNow],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
