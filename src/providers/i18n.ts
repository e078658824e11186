import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { Language } from '@contract/locales';

/** Namespaces are files of locales/<lang>/; each loads as its own small chunk when first used. */
export type Namespace = 'common' | 'portal' | 'console' | 'messages';

export async function initI18n(language: Language, namespaces: Namespace[] = ['common', 'messages']) {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => import(`../../locales/${lng}/${ns}.json`)))
    .init({
      lng: language,
      supportedLngs: ['zh', 'en'],
      fallbackLng: false,
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  return i18next;
}

/** Text of a message key (contract MSG) in the current language. */
export const message = (key: string, params?: Record<string, unknown>) => i18next.t(key, { ns: 'messages', ...params });
export { i18next };
