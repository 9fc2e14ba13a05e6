import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en.ts';
import { es } from './es.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'field.language';

/** The language chosen on this phone, else the phone's own when it is Spanish, else English. */
function startLanguage(): Language {
  const kept = localStorage.getItem(STORAGE_KEY);
  if (kept === 'en' || kept === 'es') return kept;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function setupI18n() {
  const lng = startLanguage();
  document.documentElement.lang = lng;
  void i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  return i18next;
}

/** Chooses the language and remembers it on the phone. */
export function chooseLanguage(lng: Language): void {
  localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = lng;
  void i18next.changeLanguage(lng);
}
