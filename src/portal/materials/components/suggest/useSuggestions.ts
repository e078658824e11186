import { useEffect, useState } from 'react';
import type { OutputOf } from '@contract/endpoint';
import type { materialSearch } from '@contract/endpoints/materials';
import type { Language } from '@contract/locales';
import { call } from '../../../../providers/http';
import { materialSearchRefs, SUGGEST_DELAY_MS, SUGGEST_MAX_LENGTH } from './endpoints';

export type Suggestions = OutputOf<typeof materialSearch.suggest>;
type Fetch = (q: string, language: Language, signal: AbortSignal) => Promise<Suggestions>;

const fetchSuggestions: Fetch = (q, lang, signal) => call(materialSearchRefs.suggest, { q, lang }, { signal, silent: true });

/**
 * The suggestions for what is typed: asked once typing pauses (SUGGEST_DELAY_MS), the previous request
 * cancelled when the text changes, none for an empty or over-long text. `fetch` is replaceable for tests.
 */
export function useSuggestions(text: string, language: Language, fetch: Fetch = fetchSuggestions): Suggestions {
  const [items, setItems] = useState<Suggestions>([]);
  const q = text.trim();
  const wanted = q !== '' && q.length <= SUGGEST_MAX_LENGTH;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(q, language, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setItems(found);
        })
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted, language, fetch]);
  // The last answer stays shown while the next one is asked (no flicker as one types).
  return wanted ? items : [];
}
