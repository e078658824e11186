import type { Endpoint, EndpointRef, InputOf } from '@contract/endpoint';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';

/** One of the home page's calls, again when the page's language changes; failures stay quiet (the section hides). */
export function useHomeCall<E extends Endpoint>(endpoint: EndpointRef<E>, input: InputOf<E>) {
  const { i18n } = useTranslation();
  return useRemote((signal) => call(endpoint, input, { signal, silent: true }), `${endpoint.path}#${i18n.language}`);
}
