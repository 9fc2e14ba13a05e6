import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.tsx';
import { errorText } from '../ui/error-text.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';

export function SignIn() {
  const { t } = useTranslation();
  const { session, signIn } = useSession();
  const [email, setEmail] = useState(session?.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) return setError(t('signIn.required'));
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page narrow">
      <h1>{t('app.title')}</h1>
      <LanguageSwitch />
      {session?.expired && <p className="banner warn">{t('signIn.expired')}</p>}
      <form onSubmit={submit} noValidate>
        <h2>{t('signIn.title')}</h2>
        <label>
          {t('signIn.email')}
          <input
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          {t('signIn.password')}
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className="banner error" role="alert">
            {error}
          </p>
        )}
        <button className="primary" type="submit" disabled={busy}>
          {t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
