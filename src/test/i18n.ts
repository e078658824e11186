import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCommon from '../../locales/zh/common.json';
import enCommon from '../../locales/en/common.json';
import zhMessages from '../../locales/zh/messages.json';
import enMessages from '../../locales/en/messages.json';
import zhConsole from '../../locales/zh/console.json';
import enConsole from '../../locales/en/console.json';

/** i18next with the real locale files, loaded synchronously, for component tests. */
export async function initTestI18n(language: 'zh' | 'en' = 'en') {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    defaultNS: 'common',
    resources: {
      zh: { common: zhCommon, messages: zhMessages, console: zhConsole },
      en: { common: enCommon, messages: enMessages, console: enConsole },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}
