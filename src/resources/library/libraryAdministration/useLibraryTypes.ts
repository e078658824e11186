import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { library } from '@contract/endpoints/library';

type LibraryType = { id: number; code: string; nameZh: string; nameEn: string; count: number };

/** The library's types as select options in the page's language, and a name lookup. */
export function useLibraryTypes() {
  const { i18n } = useTranslation();
  const { result } = useCustom<LibraryType[]>({
    url: library.listLibraryTypes.path,
    method: 'get',
    errorNotification: false,
    meta: { silent: true },
  });
  // Refine answers an empty object until the data has arrived.
  const types = Array.isArray(result.data) ? (result.data as LibraryType[]) : [];
  const nameOf = (type: LibraryType) => (i18n.language === 'en' ? type.nameEn : type.nameZh);
  return {
    options: types.map((type) => ({ value: type.id, label: nameOf(type) })),
    name: (id: number) => {
      const type = types.find((candidate) => candidate.id === id);
      return type ? nameOf(type) : '—';
    },
  };
}
