import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enMatching from '../../../../locales/en/matching.json';
import zhMatching from '../../../../locales/zh/matching.json';
import { initTestI18n } from '../../../test/i18n';
import { DeclaredTag } from './DeclaredTag';

/** The mark of a result that a standard declares equivalent to the query: the tag and its sources. */
beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'matching', enMatching);
  i18next.addResourceBundle('zh', 'matching', zhMatching);
});

describe('DeclaredTag', () => {
  it('marks a declared equivalent with every declaring source', async () => {
    await i18next.changeLanguage('en');
    render(<DeclaredTag declared={[{ standard: 'GB/T 20878-2007', ref: 'Annex B' }, { standard: 'ISO 15510:2014', ref: 'Annex A' }]} />);
    const tag = screen.getByTestId('result-declared');
    expect(tag.textContent).toBe('Declared equivalent');
    expect(tag.getAttribute('title')).toBe('Declared equivalent per GB/T 20878-2007 Annex B; ISO 15510:2014 Annex A');
  });

  it('says it in Chinese', async () => {
    await i18next.changeLanguage('zh');
    render(<DeclaredTag declared={[{ standard: 'GB/T 20878-2007', ref: 'Annex B' }]} />);
    expect(screen.getAllByTestId('result-declared').at(-1)!.getAttribute('title')).toBe('依据 GB/T 20878-2007 Annex B 的对应牌号');
  });

  it('shows nothing for an undeclared result', () => {
    const { container } = render(<DeclaredTag declared={undefined} />);
    expect(container.textContent).toBe('');
  });
});
