import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { useSession } from '../session.tsx';
import { errorText } from '../ui/error-text.ts';
import { LanguageSwitch } from '../ui/language-switch.tsx';

/**
 * The invitation mail's field-app link (/field/invite?code=...): checks the code, lets the employee
 * choose a password and signs them in, all with the portal's own calls.
 */
export function Invite({ code, done }: { code: string | null; done: () => void }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(code ? null : t('invite.noCode'));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code) return;
    api<{ email: string }>(`check-token?token=${encodeURIComponent(code)}`)
      .then((d) => setEmail(d.email))
      .catch((err: unknown) => setError(errorText(err, t)));
  }, [code, t]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (password.length < 8) return setError(t('invite.tooShort'));
    if (password !== confirm) return setError(t('invite.mismatch'));
    setBusy(true);
    setError(null);
    try {
      await api('reset-password', {
        method: 'POST',
        body: { token: code, password, password_confirmation: confirm },
      });
      await signIn(email!, password);
      done();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page narrow">
      <h1>{t('invite.title')}</h1>
      <LanguageSwitch />
      {!email && !error && <p>{t('invite.checking')}</p>}
      {email && (
        <form onSubmit={submit} noValidate>
          <p className="strong">{t('invite.for', { email })}</p>
          <label>
            {t('invite.password')}
            <input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label>
            {t('invite.confirm')}
            <input
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </label>
          {error && (
            <p className="banner error" role="alert">
              {error}
            </p>
          )}
          <button className="primary" type="submit" disabled={busy}>
            {t('invite.submit')}
          </button>
        </form>
      )}
      {!email && error && (
        <p className="banner error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
