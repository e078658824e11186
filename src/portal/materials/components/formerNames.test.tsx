import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import enMaterials from '../../../../locales/en/materials.json';
import zhMaterials from '../../../../locales/zh/materials.json';
import { initTestI18n } from '../../../test/i18n';
import { GradeTitle } from './GradeTitle';
import { ReplacesLine } from './ReplacesLine';

const formerNames = [{ name: 'Q345B', standard: 'GB/T 1591-2008', source: { code: 'GB/T 1591-2018', ref: 'Foreword' } }];
const q355b = { id: 7, type: 'steel' as const, name: 'Q355B', enterpriseStandard: false };

async function inLanguage(language: 'en' | 'zh') {
  await initTestI18n(language);
  i18next.addResourceBundle('en', 'materials', enMaterials);
  i18next.addResourceBundle('zh', 'materials', zhMaterials);
  await i18next.changeLanguage(language);
}

describe('former names on the grade page and in search results', () => {
  it('says which designation the grade replaces, with the standard that used it and its source (English)', async () => {
    await inLanguage('en');
    render(<ReplacesLine formerNames={formerNames} />);
    expect(screen.getByTestId('grade-replaces').textContent).toBe('Replaces Q345B (GB/T 1591-2008) GB/T 1591-2018 · Foreword');
  });

  it('says it in Chinese', async () => {
    await inLanguage('zh');
    render(<ReplacesLine formerNames={formerNames} />);
    expect(screen.getByTestId('grade-replaces').textContent).toBe('代替 Q345B（GB/T 1591-2008） GB/T 1591-2018 · Foreword');
  });

  it('shows nothing for a grade without former names', async () => {
    await inLanguage('en');
    const { container } = render(<ReplacesLine formerNames={[]} />);
    expect(container.textContent).toBe('');
  });

  it('marks a search hit found by its former name: "formerly Q345B"', async () => {
    await inLanguage('en');
    render(
      <MemoryRouter>
        <GradeTitle grade={{ ...q355b, matched: { kind: 'former', name: 'Q345B', standard: 'GB/T 1591-2008' } }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('grade-formerly').textContent).toBe(' formerly Q345B');
  });

  it('marks nothing for a hit found by its name or alias', async () => {
    await inLanguage('en');
    render(
      <MemoryRouter>
        <GradeTitle grade={{ ...q355b, matched: { kind: 'name', name: 'Q355B' } }} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('grade-formerly')).toBeNull();
  });
});
