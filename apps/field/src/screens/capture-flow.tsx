import type { FieldJob } from '@portal/contracts/field-app';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from '../app-state.tsx';
import type { CameraProblem } from '../device/camera.ts';
import { deviceTime } from '../device/clock.ts';
import { readPosition, type Position } from '../device/position.ts';
import type { FaceVerdict } from '../face/face-check.ts';
import { referenceOf } from '../face/references.ts';
import { savePunches } from '../offline/punches.ts';
import { JobPicker } from './job-picker.tsx';
import { PhotoStep, type Photo } from './photo-step.tsx';

export interface PunchPerson {
  id: number;
  name: string;
  /** The job of the person's open shift, for a clock-out; asked for when missing. */
  job?: { id: number; code: string };
}

type Verdicts = Map<number, FaceVerdict | 'failed'>;

/**
 * One punch flow, for the signed-in person or a crew: the job (unless known), the photo, the position
 * read meanwhile, the face check on the phone, then the punches kept on the phone and sent when there
 * is signal. A crew shares one photo; each person's face is looked for in it.
 */
export function CaptureFlow({
  type,
  people,
  group,
  onDone,
  onCancel,
}: {
  type: 'in' | 'out';
  people: PunchPerson[];
  group: boolean;
  onDone: (saved: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { jobs, sendNow } = useField();
  const needsJob = people.some((p) => !p.job);
  const [job, setJob] = useState<FieldJob | null>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const [stage, setStage] = useState<'job' | 'photo' | 'review'>(needsJob ? 'job' : 'photo');
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [verdicts, setVerdicts] = useState<Verdicts | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void readPosition().then(setPosition);
  }, []);

  async function photoTaken(p: Photo | null, why: CameraProblem | null) {
    setPhoto(p);
    setProblem(why);
    setStage('review');
    if (!p) return setVerdicts(new Map());
    const result: Verdicts = new Map();
    try {
      const face = await import('../face/face-check.ts');
      const faces = await face.faceDescriptors(p.canvas);
      for (const person of people) {
        const reference = await referenceOf(person.id);
        result.set(
          person.id,
          group ? face.judgeInGroup(faces, reference) : face.judgeSelfie(faces, reference),
        );
      }
    } catch {
      for (const person of people) result.set(person.id, 'failed');
    }
    setVerdicts(result);
  }

  async function save() {
    setSaving(true);
    const at = deviceTime();
    const where = position?.ok ? position : null;
    // Saved before the position came: it goes without one, as if the GPS had timed out.
    const gpsNote = position?.ok ? [] : [`gps.${position?.reason ?? 'timeout'}`];
    await savePunches(
      people.map((person) => {
        const v = verdicts?.get(person.id);
        const faceNote = !photo
          ? [`camera.${problem ?? 'failed'}`]
          : v === 'failed'
            ? ['face.failed']
            : v && !v.match
              ? [`face.${v.reason}`]
              : [];
        const punchJob = person.job ?? { id: job!.id, code: job!.code };
        return {
          client_id: crypto.randomUUID(),
          employee_id: person.id,
          employee_name: person.name,
          job_id: punchJob.id,
          job_code: punchJob.code,
          type,
          device_time: at,
          latitude: where?.latitude ?? null,
          longitude: where?.longitude ?? null,
          accuracy: where?.accuracy ?? null,
          photo: photo?.base64 ?? null,
          face_match: v !== undefined && v !== 'failed' && v.match,
          notes: [...gpsNote, ...faceNote],
          made_by_crew: group,
        };
      }),
    );
    setSaving(false);
    onDone(people.length);
    if (navigator.onLine) void sendNow();
  }

  const jobLabel = job?.code ?? people[0]?.job?.code ?? '';
  return (
    <div className="flow">
      <p className="muted" aria-live="polite">
        {position === null
          ? t('gps.reading')
          : position.ok
            ? t('gps.accuracy', { meters: position.accuracy })
            : t(`gps.${position.reason}`)}
      </p>
      {stage === 'job' && (
        <JobPicker
          jobs={jobs}
          position={position}
          onPick={(j) => {
            setJob(j);
            setStage('photo');
          }}
        />
      )}
      {stage === 'photo' && <PhotoStep onDone={(p, why) => void photoTaken(p, why)} />}
      {stage === 'review' && (
        <section aria-label={t(type === 'in' ? 'confirm.clockIn' : 'confirm.clockOut', { job: jobLabel })}>
          <h2>{t(type === 'in' ? 'confirm.clockIn' : 'confirm.clockOut', { job: jobLabel })}</h2>
          {photo ? (
            <img className="preview" src={`data:image/jpeg;base64,${photo.base64}`} alt={t('camera.title')} />
          ) : (
            <p className="banner warn">{t('camera.noPhoto')}</p>
          )}
          <ul className="list">
            {people.map((person) => (
              <li key={person.id} className="row">
                <span>{person.name}</span>
                <FaceStatus
                  verdict={photo ? (verdicts ? (verdicts.get(person.id) ?? 'failed') : null) : undefined}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="primary big"
            disabled={saving || (photo !== null && verdicts === null)}
            onClick={() => void save()}
          >
            {t('confirm.save')}
          </button>
        </section>
      )}
      <button type="button" onClick={onCancel}>
        {t('confirm.cancel')}
      </button>
    </div>
  );
}

/** null while the check runs; undefined when there is no photo to check. */
function FaceStatus({ verdict }: { verdict: FaceVerdict | 'failed' | null | undefined }) {
  const { t } = useTranslation();
  if (verdict === undefined) return null;
  if (verdict === null) return <span className="muted">{t('face.checking')}</span>;
  if (verdict === 'failed') return <span className="flag">{t('face.failed')}</span>;
  return verdict.match ? (
    <span className="ok">{t('face.match')}</span>
  ) : (
    <span className="flag">{t(`face.${verdict.reason}`)}</span>
  );
}
