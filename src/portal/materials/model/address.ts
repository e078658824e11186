import { useParams } from 'react-router';
import { isMaterialType, type MaterialType } from './constants';

/** Reads `/…/:type/:id`; undefined for an address that cannot name a record. */
export function useTypeAndId(): { type: MaterialType; id: number } | undefined {
  const { type, id } = useParams();
  const number = Number(id);
  return isMaterialType(type) && Number.isInteger(number) && number > 0 ? { type, id: number } : undefined;
}
