import { useTranslation } from 'react-i18next';
import { chooseLanguage, LANGUAGES } from '../i18n/setup.ts';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="lang" role="group" aria-label={t('lang.label')}>
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          className={i18n.language === l ? 'chip chip-on' : 'chip'}
          aria-pressed={i18n.language === l}
          onClick={() => chooseLanguage(l)}
        >
          {t(`lang.${l}`)}
        </button>
      ))}
    </div>
  );
}
