import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { MSG } from '../messages';
import { AGREEMENT_TYPES } from './accountFields';

export const agreementText = z.object({
  type: z.enum(AGREEMENT_TYPES),
  title: z.string(),
  version: z.string(),
  effectiveDate: z.string(),
  /** Plain text; paragraphs separated by blank lines, headings start with `## `. */
  content: z.string(),
});
export type AgreementText = z.infer<typeof agreementText>;

/** Agreements a registrant ticks (spec §5), served in the caller's language (group `other` of spec §7). */
export const agreements = {
  agreement: defineEndpoint({
    method: 'GET',
    path: '/atsteel/other/agreement',
    input: z.object({ type: z.enum(AGREEMENT_TYPES, { message: MSG.noSuchId }) }),
    output: agreementText,
    access: 'public',
    summary: 'The text of an agreement: technical service, user, privacy or platform service',
  }),
};
