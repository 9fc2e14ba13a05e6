import type { FieldJob } from '@portal/contracts/field-app';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { milesBetween, type Position } from '../device/position.ts';

/** The jobs nearest the phone first, with their distance; searched by code or name. */
export function JobPicker({
  jobs,
  position,
  onPick,
}: {
  jobs: FieldJob[];
  position: Position | null;
  onPick: (job: FieldJob) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const listed = useMemo(() => {
    const q = search.trim().toLowerCase();
    const here = position?.ok ? position : null;
    return jobs
      .filter((j) => !q || j.code.toLowerCase().includes(q) || j.name.toLowerCase().includes(q))
      .map((j) => ({
        job: j,
        miles:
          here && j.latitude !== null && j.longitude !== null
            ? milesBetween(here, { latitude: j.latitude, longitude: j.longitude })
            : null,
      }))
      .sort((a, b) => (a.miles ?? Infinity) - (b.miles ?? Infinity) || a.job.code.localeCompare(b.job.code));
  }, [jobs, position, search]);

  if (jobs.length === 0) return <p className="banner warn">{t('job.noJobs')}</p>;
  return (
    <section aria-label={t('job.choose')}>
      <h2>{t('job.choose')}</h2>
      <input
        type="search"
        placeholder={t('job.search')}
        aria-label={t('job.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="list">
        {listed.map(({ job, miles }) => (
          <li key={job.id}>
            <button type="button" className="row" onClick={() => onPick(job)}>
              <span>
                <strong>{job.code}</strong> {job.name}
              </span>
              <span className="muted">
                {miles === null ? t('job.noPosition') : t('job.away', { miles: miles.toFixed(1) })}
              </span>
            </button>
          </li>
        ))}
        {listed.length === 0 && <li className="muted">{t('job.none')}</li>}
      </ul>
    </section>
  );
}
