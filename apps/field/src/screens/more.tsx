import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from '../app-state.tsx';
import { waitingCount } from '../offline/punches.ts';
import { useLive } from '../offline/use-live.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';
import { useSession } from '../session.tsx';

interface InstallPrompt extends Event {
  prompt(): Promise<void>;
}

/** Language, the install button (where the browser offers it) and signing out. */
export function More() {
  const { t } = useTranslation();
  const { profile } = useField();
  const { signOut } = useSession();
  const waiting = useLive(waitingCount, [], 0);
  const [install, setInstall] = useState<InstallPrompt | null>(null);

  useEffect(() => {
    const offer = (e: Event) => {
      e.preventDefault();
      setInstall(e as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', offer);
    return () => window.removeEventListener('beforeinstallprompt', offer);
  }, []);

  return (
    <div>
      <p>
        {t('more.signedInAs', {
          name: `${profile.employee.first_name} ${profile.employee.last_name}`,
          role: profile.role,
        })}
      </p>
      <LanguageSwitch />
      {install && (
        <button type="button" onClick={() => void install.prompt().then(() => setInstall(null))}>
          {t('more.install')}
        </button>
      )}
      {waiting > 0 && <p className="banner warn">{t('more.signOutWaiting')}</p>}
      <button type="button" className="danger" onClick={() => void signOut()}>
        {t('more.signOut')}
      </button>
    </div>
  );
}
