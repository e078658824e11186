import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { okOutput } from '../envelope';
import { MSG } from '../messages';

export const homePage = {
  updateLanguageType: defineEndpoint({
    method: 'POST',
    path: '/atsteel/homePage/updateLanguageType',
    input: z.object({ languageType: z.enum(['zh', 'en'], { message: MSG.languageInvalid }) }),
    output: okOutput,
    access: 'user',
    summary: "Store the signed-in user's language (used for their messages and SMS)",
  }),
};
