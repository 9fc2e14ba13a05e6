import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from '../app-state.tsx';
import type { QueuedPunch } from '../offline/db.ts';
import { openShifts } from '../offline/punches.ts';
import { useLive } from '../offline/use-live.ts';
import { timeOf } from '../ui/punch-list.tsx';
import { CaptureFlow, type PunchPerson } from './capture-flow.tsx';

/**
 * A Foreman clocks several people in or out at once: the crew of the site and the sub-contractor
 * workers the API lists, on one job with one crew photo. Who is still clocked in (from this phone) is
 * listed, and a clock-out takes each person's own job.
 */
export function Crew() {
  const { t } = useTranslation();
  const { profile, workers } = useField();
  const open = useLive(openShifts, [], [] as QueuedPunch[]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [flow, setFlow] = useState<{ type: 'in' | 'out'; people: PunchPerson[] } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const meId = profile.employee.id;
  const openById = new Map(open.filter((p) => p.employee_id !== meId).map((p) => [p.employee_id, p]));

  const people = [
    ...profile.crew.map((c) => ({
      id: c.id,
      name: `${c.first_name} ${c.last_name}`,
      code: c.code,
      group: 'employees',
    })),
    ...workers.map((w) => ({
      id: w.id,
      name: `${w.first_name} ${w.last_name}`,
      code: `${w.code} · ${w.company_name}`,
      group: 'subcontractors',
    })),
  ];
  const chosen = people.filter((p) => selected.has(p.id));
  const toClockIn = chosen.filter((p) => !openById.has(p.id));
  const toClockOut = chosen.filter((p) => openById.has(p.id));

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (flow) {
    return (
      <CaptureFlow
        type={flow.type}
        people={flow.people}
        group
        onCancel={() => setFlow(null)}
        onDone={(n) => {
          setFlow(null);
          setSelected(new Set());
          setNotice(t('crew.saved', { count: n }));
        }}
      />
    );
  }
  return (
    <div>
      <h2>{t('crew.title')}</h2>
      <p className="muted small">{t('crew.photo')}</p>
      {notice && <p className="banner ok">{notice}</p>}
      <section aria-label={t('crew.open')}>
        <h3>{t('crew.open')}</h3>
        {openById.size === 0 && <p className="muted">{t('crew.noneOpen')}</p>}
        <ul className="list">
          {[...openById.values()].map((p) => (
            <li key={p.employee_id} className="row">
              <span>{p.employee_name}</span>
              <span className="muted">
                {t('crew.since', { time: timeOf(p.device_time), job: p.job_code })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {people.length === 0 && <p className="muted">{t('crew.empty')}</p>}
      {(['employees', 'subcontractors'] as const).map((group) => (
        <section key={group} aria-label={t(`crew.${group}`)}>
          <h3>{t(`crew.${group}`)}</h3>
          <ul className="list">
            {people
              .filter((p) => p.group === group)
              .map((p) => (
                <li key={p.id}>
                  <label className="row check">
                    <input type="checkbox" checked={selected.has(p.id)} onChange={() => toggle(p.id)} />
                    <span className="grow">
                      {p.name} <span className="muted small">{p.code}</span>
                    </span>
                    {openById.has(p.id) && <span className="ok small">●</span>}
                  </label>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <div className="actions sticky">
        <button
          type="button"
          className="primary"
          disabled={toClockIn.length === 0}
          onClick={() => setFlow({ type: 'in', people: toClockIn.map(({ id, name }) => ({ id, name })) })}
        >
          {t('crew.clockIn', { count: toClockIn.length })}
        </button>
        <button
          type="button"
          className="danger"
          disabled={toClockOut.length === 0}
          onClick={() =>
            setFlow({
              type: 'out',
              people: toClockOut.map(({ id, name }) => {
                const p = openById.get(id)!;
                return { id, name, job: { id: p.job_id, code: p.job_code } };
              }),
            })
          }
        >
          {t('crew.clockOut', { count: toClockOut.length })}
        </button>
      </div>
    </div>
  );
}
