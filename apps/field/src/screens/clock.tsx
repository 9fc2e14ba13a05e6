import type { MyWeek } from '@portal/contracts/field-app';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { useField } from '../app-state.tsx';
import { db, keep, readKept, type QueuedPunch } from '../offline/db.ts';
import { useLive } from '../offline/use-live.ts';
import { PunchList, timeOf } from '../ui/punch-list.tsx';
import { CaptureFlow, type PunchPerson } from './capture-flow.tsx';

interface Running {
  since: string;
  job: { id: number; code: string } | null;
}

/** The signed-in person's last punch made on this phone that the server did not refuse. */
const lastOwnPunch = (employeeId: number) =>
  db.punches
    .where('employee_id')
    .equals(employeeId)
    .filter((p) => p.state !== 'refused')
    .sortBy('seq')
    .then((list) => list.at(-1) ?? null);

/** The clock-in screen: one big button, the running shift, and the punches with their state. */
export function Clock() {
  const { t } = useTranslation();
  const { profile, session, online } = useField();
  const me = profile.employee;
  const last = useLive(() => lastOwnPunch(me.id), [me.id], null as QueuedPunch | null);
  const [week, setWeek] = useState<MyWeek | null>(null);
  const [flow, setFlow] = useState<'in' | 'out' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The server's open entry, for a shift clocked in elsewhere (another phone, the office).
  useEffect(() => {
    void readKept<MyWeek>('week').then((w) => w && setWeek(w));
    if (!online) return;
    api<MyWeek>('mobile/my-week', { token: session.token })
      .then(async (w) => {
        setWeek(w);
        await keep('week', w);
      })
      .catch(() => undefined);
  }, [online, session]);

  const open = week?.entries.find((e) => e.clock_out_date_time === null);
  const running: Running | null = last
    ? last.type === 'in'
      ? { since: timeOf(last.device_time), job: { id: last.job_id, code: last.job_code } }
      : null
    : open
      ? { since: open.clock_in_date_time.slice(11, 16), job: null }
      : null;
  const runningJobCode = running?.job?.code ?? open?.job_code;

  const person: PunchPerson = {
    id: me.id,
    name: `${me.first_name} ${me.last_name}`,
    job: flow === 'out' && running?.job ? running.job : undefined,
  };

  if (flow) {
    return (
      <CaptureFlow
        type={flow}
        people={[person]}
        group={false}
        onCancel={() => setFlow(null)}
        onDone={() => {
          setFlow(null);
          setNotice(t('punch.savedNow'));
        }}
      />
    );
  }
  return (
    <div>
      <section className="status" aria-live="polite">
        {running ? (
          <>
            <p className="strong">{t('clock.running', { time: running.since })}</p>
            {runningJobCode && <p>{t('clock.runningJob', { job: runningJobCode })}</p>}
          </>
        ) : (
          <p className="strong">{t('clock.off')}</p>
        )}
      </section>
      <button
        type="button"
        className={running ? 'clock-button out' : 'clock-button in'}
        onClick={() => {
          setNotice(null);
          setFlow(running ? 'out' : 'in');
        }}
      >
        {running ? t('clock.out') : t('clock.in')}
      </button>
      {notice && <p className="banner ok">{notice}</p>}
      <PunchList />
    </div>
  );
}
