import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { library } from './endpoints';

/** The item id of a detail page: `?id=N`, or the path's `/librany/N` and `/libranyBook/N`; undefined when not an id. */
export function useItemId(): number | undefined {
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const raw = pathId ?? params.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The library's types with their counts, and their names in the page's language. */
export function useLibraryTypes() {
  const { i18n } = useTranslation();
  const answer = useRemote((signal) => call(library.listLibraryTypes, {}, { signal, silent: true }), 'types');
  const types = answer.data ?? [];
  const english = i18n.language === 'en';
  const nameOf = (typeId: number) => {
    const type = types.find((item) => item.id === typeId);
    return type ? (english ? type.nameEn : type.nameZh) : '';
  };
  return { types, english, nameOf };
}
