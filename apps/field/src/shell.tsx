import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldProvider, useField } from './app-state.tsx';
import { CLOCK_TOLERANCE_MINUTES } from './device/clock.ts';
import { waitingCount } from './offline/punches.ts';
import { useLive } from './offline/use-live.ts';
import { Clock } from './screens/clock.tsx';
import { Crew } from './screens/crew.tsx';
import { Inbox } from './screens/inbox.tsx';
import { More } from './screens/more.tsx';
import { MyWeek } from './screens/my-week.tsx';
import type { Session } from './session.tsx';

type Tab = 'clock' | 'crew' | 'week' | 'inbox' | 'more';

/** The signed-in app: the banners (signal, clock, waiting punches), the screen, the tab bar. */
export default function Shell({ session }: { session: Session }) {
  return (
    <FieldProvider session={session}>
      <Screens />
    </FieldProvider>
  );
}

function Screens() {
  const { t } = useTranslation();
  const { profile, online, clockSkew, lastSend, sending, sendNow } = useField();
  const waiting = useLive(waitingCount, [], 0);
  const [tab, setTab] = useState<Tab>('clock');
  const tabs: Tab[] =
    profile.role === 'Foreman'
      ? ['clock', 'crew', 'week', 'inbox', 'more']
      : ['clock', 'week', 'inbox', 'more'];

  return (
    <div className="shell">
      <header>
        <strong>{t('app.title')}</strong>
        <span className="muted small">
          {profile.employee.first_name} {profile.employee.last_name}
        </span>
      </header>
      <div className="banners" aria-live="polite">
        {!online && <p className="banner warn">{t('net.offline')}</p>}
        {Math.abs(clockSkew) > CLOCK_TOLERANCE_MINUTES && (
          <p className="banner error" role="alert">
            {t('clockSkew', { minutes: Math.abs(clockSkew) })}
          </p>
        )}
        {waiting > 0 && (
          <p className="banner info" data-testid="waiting">
            {t('net.waiting', { count: waiting })}{' '}
            {online && (
              <button type="button" disabled={sending} onClick={() => void sendNow()}>
                {sending ? t('net.sending') : t('net.sendNow')}
              </button>
            )}
          </p>
        )}
        {waiting > 0 && lastSend?.status === 'error' && (
          <p className="banner error" role="alert">
            {t('net.serverError', { message: lastSend.message })}
          </p>
        )}
      </div>
      <main className="page">
        {tab === 'clock' && <Clock />}
        {tab === 'crew' && <Crew />}
        {tab === 'week' && <MyWeek />}
        {tab === 'inbox' && <Inbox />}
        {tab === 'more' && <More />}
      </main>
      <nav className="tabs" aria-label="Tabs">
        {tabs.map((k) => (
          <button
            key={k}
            type="button"
            aria-current={tab === k ? 'page' : undefined}
            onClick={() => setTab(k)}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </nav>
    </div>
  );
}
