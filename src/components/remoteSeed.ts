import { createContext } from 'react';

/**
 * Answers a server-rendered page arrived with (server/plugins/pageRender.ts): `useRemote` starts from them instead of
 * asking again while React adopts the server's markup. Keyed by the calling component's `useId()` and its key: two
 * components may use the same key for different calls. On the server, `ask` collects the calls a render round needs.
 */
export interface RemoteSeed {
  answers: Map<string, unknown>;
  ask?: (id: string, load: () => Promise<unknown>) => void;
}

export const RemoteSeedContext = createContext<RemoteSeed | undefined>(undefined);

/** The element the server puts the answers in (JSON, `<` escaped). */
export const SEED_ELEMENT_ID = 'at-answers';

/** The answers embedded in the page, read once; forgotten at the first navigation, when they no longer apply. */
export function embeddedSeed(): RemoteSeed & { forget: () => void } {
  const element = document.getElementById(SEED_ELEMENT_ID);
  let answers = new Map<string, unknown>();
  try {
    if (element?.textContent) answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    // A damaged seed only means the page asks again.
  }
  const seed = { answers, forget: () => seed.answers.clear() };
  return seed;
}
