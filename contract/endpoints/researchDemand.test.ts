import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { demandInput, quoteInput, wishedDateField } from './researchDemand';

const valid = {
  title: '焊缝 EBSD 分析',
  description: '织构分析',
  material: 'Q345B',
  sampleCount: 3,
  wishedDate: '2026-12-10',
  contactName: '李明',
  contactPhone: '13912345678',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('research demand rules', () => {
  it('takes only real calendar dates as the wished date', () => {
    expect(wishedDateField.safeParse('2028-02-29').success).toBe(true);
    expect(firstMessage(wishedDateField.safeParse('2026-02-29'))).toBe(MSG.wishedDateInvalid);
    expect(firstMessage(wishedDateField.safeParse('2026-13-01'))).toBe(MSG.wishedDateInvalid);
    expect(firstMessage(wishedDateField.safeParse('10/12/2026'))).toBe(MSG.wishedDateInvalid);
  });

  it('leaves equipment type, budget and attachments optional, and trims the texts', () => {
    const parsed = demandInput.parse({ ...valid, title: '  焊缝 EBSD 分析  ' });
    expect(parsed).toMatchObject({ title: '焊缝 EBSD 分析', attachmentIds: [] });
    expect(parsed.budget).toBeUndefined();
    expect(demandInput.safeParse({ ...valid, equipmentType: 'SEM', budget: 0 }).success).toBe(true);
  });

  it('bounds samples 1..10000, budget in whole fen, at most five attachments', () => {
    expect(firstMessage(demandInput.safeParse({ ...valid, sampleCount: 10001 }))).toBe(MSG.sampleCountInvalid);
    expect(firstMessage(demandInput.safeParse({ ...valid, sampleCount: 1.5 }))).toBe(MSG.sampleCountInvalid);
    expect(firstMessage(demandInput.safeParse({ ...valid, budget: 10.5 }))).toBe(MSG.budgetInvalid);
    const id = '00000000-0000-4000-8000-000000000000';
    expect(firstMessage(demandInput.safeParse({ ...valid, attachmentIds: Array(6).fill(id) }))).toBe(MSG.tooManyFiles);
    expect(firstMessage(demandInput.safeParse({ ...valid, equipmentType: 'laser' }))).toBe(MSG.validationFailed);
  });

  it('takes a quote of more than 0 fen for 1 to 365 days', () => {
    expect(quoteInput.parse({ demandId: 1, price: 1, days: 1 })).toMatchObject({ note: '' });
    expect(firstMessage(quoteInput.safeParse({ demandId: 1, price: 0, days: 1 }))).toBe(MSG.quotePriceInvalid);
    expect(firstMessage(quoteInput.safeParse({ demandId: 1, price: 100, days: 366 }))).toBe(MSG.quoteDaysInvalid);
  });
});
