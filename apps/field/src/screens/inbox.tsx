import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { useField } from '../app-state.tsx';
import { errorText } from '../ui/error-text.ts';

interface Notification {
  id: number;
  title: string;
  description: string;
  created_at: string;
  is_read: boolean;
}

interface Meeting {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  meeting_start_at: string;
  meeting_end_at: string;
  meeting_status: number;
  status: 'pending' | 'accepted' | 'rejected';
}

/** The inbox (notifications, marked read) and the meeting invites (accepted or rejected). */
export function Inbox() {
  const { t, i18n } = useTranslation();
  const { session, profile } = useField();
  const [notes, setNotes] = useState<Notification[] | null>(null);
  const [meetings, setMeetings] = useState<Meeting[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const token = session.token;

  const [reads, setReads] = useState(0);

  useEffect(() => {
    Promise.all([
      api<Notification[]>('mobile/notifications', { token }),
      api<Meeting[]>('mobile/meetings', { token }),
    ])
      .then(([n, m]) => {
        setNotes(n);
        setMeetings(m);
        setError(null);
      })
      .catch((err: unknown) => setError(errorText(err, t)));
  }, [token, t, reads]);

  async function act(path: string, body?: object) {
    try {
      await api(path, { method: 'POST', token, body: body ?? {} });
      setReads((n) => n + 1);
    } catch (err) {
      setError(errorText(err, t));
    }
  }

  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: profile.time_zone,
    }).format(new Date(at));

  return (
    <div>
      {error && (
        <p className="banner error" role="alert">
          {error}
        </p>
      )}
      <section aria-label={t('inbox.notifications')}>
        <h2>{t('inbox.notifications')}</h2>
        {notes?.length === 0 && <p className="muted">{t('inbox.empty')}</p>}
        <ul className="list">
          {notes?.map((n) => (
            <li key={n.id} className={n.is_read ? 'card' : 'card unread'}>
              <p className="strong">{n.title}</p>
              <p>{n.description}</p>
              <div className="row">
                <span className="muted small">{when(n.created_at)}</span>
                {n.is_read ? (
                  <span className="muted small">{t('inbox.read')}</span>
                ) : (
                  <button type="button" onClick={() => void act(`mobile/notifications/${n.id}/read`)}>
                    {t('inbox.markRead')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('inbox.meetings')}>
        <h2>{t('inbox.meetings')}</h2>
        {meetings?.length === 0 && <p className="muted">{t('inbox.noMeetings')}</p>}
        <ul className="list">
          {meetings?.map((m) => (
            <li key={m.id} className="card">
              <p className="strong">{m.title}</p>
              <p className="small">
                {when(m.meeting_start_at)} · {m.location}
              </p>
              {m.description && <p>{m.description}</p>}
              <div className="row">
                <span className="small">
                  {m.meeting_status === 3 ? t('inbox.cancelled') : t(`inbox.status_${m.status}`)}
                </span>
                {m.meeting_status !== 3 && (
                  <span>
                    <button
                      type="button"
                      disabled={m.status === 'accepted'}
                      onClick={() => void act(`mobile/meetings/${m.id}/respond`, { status: 'accepted' })}
                    >
                      {t('inbox.accept')}
                    </button>{' '}
                    <button
                      type="button"
                      disabled={m.status === 'rejected'}
                      onClick={() => void act(`mobile/meetings/${m.id}/respond`, { status: 'rejected' })}
                    >
                      {t('inbox.reject')}
                    </button>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
