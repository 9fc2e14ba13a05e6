import { useTranslation } from 'react-i18next';
import type { QueuedPunch } from '../offline/db.ts';
import { useLive } from '../offline/use-live.ts';
import { recentPunches } from '../offline/punches.ts';

export const timeOf = (deviceTime: string) => deviceTime.slice(11, 16);

/** The punches made on this phone, newest first, each with where it stands. */
export function PunchList() {
  const { t } = useTranslation();
  const punches = useLive(() => recentPunches(30), [], [] as QueuedPunch[]);
  return (
    <section aria-label={t('clock.recent')}>
      <h2>{t('clock.recent')}</h2>
      {punches.length === 0 && <p className="muted">{t('clock.none')}</p>}
      <ul className="list punches">
        {punches.map((p) => (
          <li key={p.client_id} className={`punch punch-${p.state}`} data-state={p.state}>
            <div className="row">
              <span>
                <strong>{t(`punch.type_${p.type}`)}</strong> {p.device_time.slice(5, 10)}{' '}
                {timeOf(p.device_time)} · {p.job_code}
                {p.made_by_crew && ` · ${p.employee_name}`}
              </span>
              <span className="state">
                {p.state === 'refused'
                  ? t('punch.refused', { message: p.message ?? '' })
                  : t(`punch.${p.state}`)}
              </span>
            </div>
            {p.notes.length > 0 && <p className="flag small">{p.notes.map((n) => t(n)).join(' ')}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
