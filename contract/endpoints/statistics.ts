import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput } from '../envelope';
import { MSG } from '../messages';

export const VISITOR_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const saveVisitInput = z.object({
  plateform: z.enum(['PC', 'H5', 'APP']).default('PC'),
  source: z.string().max(200, MSG.valueTooLong).default(''),
  url: z.string().max(2048, MSG.valueTooLong),
  path: z.string().max(512, MSG.valueTooLong),
  visitorToken: z.string().max(64).optional(),
});

export const statistics = {
  saveVisitData: defineEndpoint({
    method: 'POST',
    path: '/atsteel/statistics/saveVisitData',
    input: saveVisitInput,
    output: z.object({ token: z.string().regex(VISITOR_TOKEN) }),
    access: 'public',
    summary: 'Record a page visit; returns the visitor token to keep (a new one when none or an unknown one is sent)',
  }),
  getUserInfo: defineEndpoint({
    method: 'GET',
    path: '/atsteel/statistics/getUserInfo',
    input: emptyInput,
    output: z.object({
      isLogin: z.boolean(),
      userName: z.string().nullable(),
      userType: z.string().nullable(),
      companyName: z.string().nullable(),
    }),
    access: 'public',
    summary: 'Who the caller is for statistics: a signed-in user or a visitor',
  }),
};
