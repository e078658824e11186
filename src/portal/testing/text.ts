import { useTranslation } from 'react-i18next';

interface Named {
  nameZh: string;
  nameEn: string;
}

/** An item's name in the page's language (the English name falls back to the Chinese one when empty). */
export const nameIn = (language: string, item: Named) => (language === 'en' ? item.nameEn || item.nameZh : item.nameZh || item.nameEn);

/** `nameOf(item)` in the page's language. */
export function useNameOf() {
  const { i18n } = useTranslation();
  return (item: Named) => nameIn(i18n.language, item);
}
