import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import enMaterials from '../../../../locales/en/materials.json';
import zhMaterials from '../../../../locales/zh/materials.json';
import { initTestI18n } from '../../../test/i18n';
import { A240_304_MECHANICAL, Q355B_MECHANICAL, S355J2_MECHANICAL } from '../model/mechanicalShapes.fixture';
import { MechanicalSection } from './MechanicalSection';
import { PhysicalTable } from './PhysicalTable';

async function inLanguage(language: 'en' | 'zh') {
  await initTestI18n(language);
  i18next.addResourceBundle('en', 'materials', enMaterials);
  i18next.addResourceBundle('zh', 'materials', zhMaterials);
  await i18next.changeLanguage(language);
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((row) => row.closest('tbody') && !row.getAttribute('aria-hidden'));
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the mechanical table on the grade page', () => {
  it('shows Q355B as one row per band and direction, values together, sources numbered under the table', async () => {
    await inLanguage('en');
    render(<MechanicalSection mechanical={Q355B_MECHANICAL} units="si" />);
    const section = screen.getByTestId('mechanical-condition');
    const headers = within(section).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Thickness (mm)', 'Direction', 'Yield strength (MPa)', 'Tensile strength (MPa)', 'Elongation (%)', 'Impact energy (J)']);
    const rows = bodyRows(section);
    expect(rows).toHaveLength(16);
    // The L row carries band, yield and tensile for both directions (rowSpan 2); the T row only its own values.
    expect(cellTexts(rows[2])).toEqual(['16–40', 'L', '≥345 (ReH)1', '470–6301', '≥22 (A)2', '≥34 at 20 °C (KV2)3']);
    expect(cellTexts(rows[3])).toEqual(['T', '≥20 (A)2', '≥27 at 20 °C (KV2)3']);
    expect(within(rows[2]).getAllByRole('cell')[0].getAttribute('rowspan')).toBe('2');
    expect(within(screen.getByTestId('mechanical-sources')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'GB/T 1591-2018 · 热轧钢拉伸性能表 (AR tensile)',
      'GB/T 1591-2018 · 热轧钢伸长率表 (AR elongation)',
      'GB/T 1591-2018 · 夏比V型缺口冲击表 (KV2)',
    ]);
  });

  it('names the band of a value that covers part of the row (S355J2 ≤16 mm)', async () => {
    await inLanguage('en');
    render(<MechanicalSection mechanical={S355J2_MECHANICAL} units="si" />);
    const first = bodyRows(screen.getByTestId('mechanical-condition'))[0];
    expect(cellTexts(first)[3]).toBe('510–680 · ≤3 mm1470–630 · 3–100 mm1');
  });

  it('has no direction column where the data has none, and puts both hardness limits in one cell (Chinese)', async () => {
    await inLanguage('zh');
    render(<MechanicalSection mechanical={A240_304_MECHANICAL} units="si" />);
    const section = screen.getByTestId('mechanical-condition');
    expect(within(section).queryByRole('columnheader', { name: '方向' })).toBeNull();
    const [row] = bodyRows(section);
    expect(cellTexts(row)).toEqual(['全部厚度', '≥205 (Rp0.2)1', '≥5151', '≥40 (A50mm)1', '≤201 HBW1≤92 HRB1']);
  });
});

describe('physical properties on the grade page', () => {
  it('show each value with its unit and source, and say they are typical values', async () => {
    await inLanguage('en');
    const source = { code: 'Aluminum Association, Aluminum Standards and Data', ref: 'typical physical properties' };
    render(<PhysicalTable physical={[{ property: 'density', value: 2.7, source }, { property: 'thermalExpansion', value: 23.6, source }]} units="si" />);
    const rows = bodyRows(screen.getByTestId('physical-table'));
    expect(cellTexts(rows[0])).toEqual(['Density', '2.7', 'g/cm³', 'Aluminum Association, Aluminum Standards and Data · typical physical properties']);
    expect(cellTexts(rows[1])).toEqual(['Thermal expansion (20–100 °C)', '23.6', '10⁻⁶/K', 'Aluminum Association, Aluminum Standards and Data · typical physical properties']);
    expect(screen.getByTestId('physical-note').textContent).toContain('not guaranteed minima');
  });
});
