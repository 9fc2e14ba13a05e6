import type { MyWeek as Week } from '@portal/contracts/field-app';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { useField } from '../app-state.tsx';
import { keep, readKept } from '../offline/db.ts';
import { errorText } from '../ui/error-text.ts';

const shiftDate = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Hours per day and the week's regular time, overtime and (where the site's policy pays it) double
 * time, as the portal computes them.
 */
export function MyWeek() {
  const { t, i18n } = useTranslation();
  const { session } = useField();
  const [date, setDate] = useState<string | null>(null);
  const [week, setWeek] = useState<Week | null>(null);
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<Week>(`mobile/my-week${date ? `?date=${date}` : ''}`, { token: session.token })
      .then(async (w) => {
        setWeek(w);
        setStale(false);
        setError(null);
        if (!date) await keep('week', { ...w, kept_at: new Date().toISOString() });
      })
      .catch(async (err: unknown) => {
        const kept = date ? undefined : await readKept<Week & { kept_at?: string }>('week');
        if (kept) {
          setWeek(kept);
          setStale(true);
        } else setError(errorText(err, t));
      });
  }, [date, session, t]);

  const weekday = (d: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${d}T12:00:00Z`),
    );
  const hours = (h: number) => t('week.hours', { hours: h.toFixed(2) });

  return (
    <div>
      <h2>{t('week.title')}</h2>
      <div className="actions">
        <button type="button" disabled={!week} onClick={() => setDate(shiftDate(week!.week_start, -7))}>
          ‹ {t('week.previous')}
        </button>
        <button type="button" disabled={!week} onClick={() => setDate(shiftDate(week!.week_start, 7))}>
          {t('week.next')} ›
        </button>
      </div>
      {error && (
        <p className="banner error" role="alert">
          {error}
        </p>
      )}
      {week && (
        <>
          <p className="strong">
            {week.week_start} – {week.week_end}
          </p>
          {stale && (
            <p className="banner warn">
              {t('week.asOf', {
                time: (week as { kept_at?: string }).kept_at?.slice(0, 16).replace('T', ' ') ?? '',
              })}
            </p>
          )}
          <table className="week" aria-label={t('week.title')}>
            <tbody>
              {week.days.map((d) => (
                <tr key={d.date} data-date={d.date}>
                  <th scope="row">{weekday(d.date)}</th>
                  <td className="num">{hours(d.hours)}</td>
                  <td>{d.approved ? <span className="ok">✓ {t('week.approved')}</span> : null}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('week.regular')}</th>
                <td className="num" data-figure="regular">
                  {hours(week.regular_time)}
                </td>
                <td />
              </tr>
              <tr>
                <th scope="row">{t('week.overtime')}</th>
                <td className="num" data-figure="overtime">
                  {hours(week.over_time)}
                </td>
                <td />
              </tr>
              {week.double_time > 0 && (
                <tr>
                  <th scope="row">{t('week.doubleTime')}</th>
                  <td className="num" data-figure="double-time">
                    {hours(week.double_time)}
                  </td>
                  <td />
                </tr>
              )}
              <tr>
                <th scope="row">{t('week.total')}</th>
                <td className="num" data-figure="total">
                  {hours(week.total)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
          <p className={week.approved ? 'ok' : 'muted'}>
            {week.approved ? t('week.approved') : t('week.notApproved')}
          </p>
        </>
      )}
    </div>
  );
}
