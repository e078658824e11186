import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@contract';

type Messages = Record<string, string>;
const load = (language: Language): Messages =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}/messages.json`, import.meta.url)), 'utf8'));

const catalogue = Object.fromEntries(LANGUAGES.map((language) => [language, load(language)])) as Record<Language, Messages>;

export const hasMessage = (key: string | undefined): key is string => key !== undefined && key in catalogue.en;

/** The text of a message key in a language, with `{{name}}` placeholders filled (i18next syntax). */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = catalogue[language][key] ?? catalogue.en[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
