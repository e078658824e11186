import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AGREEMENT_TYPES, LANGUAGES, type AgreementText, type AgreementType, type Language } from '@contract';

/** The version every registrant accepts now; raise it (and the date) when a text changes in substance. */
export const AGREEMENT_VERSION = '2026-11';
const AGREEMENT_EFFECTIVE_DATE = '2026-11-01';

const read = (language: Language, type: AgreementType): AgreementText => {
  const file = fileURLToPath(new URL(`./texts/${language}/${type}.md`, import.meta.url));
  const [heading, ...rest] = readFileSync(file, 'utf8').split('\n');
  return {
    type,
    title: heading.replace(/^#\s+/, ''),
    version: AGREEMENT_VERSION,
    effectiveDate: AGREEMENT_EFFECTIVE_DATE,
    content: rest.join('\n').trim(),
  };
};

/** Every text, read once at start (a missing file stops the start rather than a registration). */
const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.fromEntries(AGREEMENT_TYPES.map((type) => [type, read(language, type)]))]),
) as Record<Language, Record<AgreementType, AgreementText>>;

export const agreementText = (language: Language, type: AgreementType) => TEXTS[language][type];
