import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiMessage, AnswerChart } from '@contract/endpoints/ai';
import { initAiI18n } from '../testing';
import { stepPoints, tableCsv } from './chartModel';

/** The chart answer: steps from the bands, the table as a UTF-8 CSV with a BOM, and the downloads. */
const saved = vi.hoisted(() => [] as { blob: Blob; name: string }[]);
vi.mock('../../../components/download/saveBlob', () => ({ saveBlob: (blob: Blob, name: string) => saved.push({ blob, name }) }));
vi.mock('./PropertyChart', () => ({
  default: ({ points, yTitle }: { points: unknown[]; yTitle: string }) => <div data-testid="chart-stub">{`${points.length} points, ${yTitle}`}</div>,
}));
const { ChartAnswer } = await import('./ChartAnswer');

const chart: AnswerChart = {
  property: 'yield',
  unit: 'MPa',
  series: [
    {
      gradeId: 1,
      type: 'steel',
      grade: 'Q355B',
      standard: 'GB/T 1591-2018',
      condition: null,
      points: [
        { thicknessFrom: 16, thicknessTo: 40, value: 345 },
        { thicknessFrom: null, thicknessTo: 16, value: 355 },
        { thicknessFrom: 40, thicknessTo: null, value: 335 },
      ],
    },
  ],
};
const table = { columns: ['Thickness (mm)', '牌号 "grade"', 'Yield (MPa)'], rows: [['≤ 16', 'Q355B', 355], ['16–40', '=SUM(A1)', null]] };

describe('chart answers', { timeout: 30_000 }, () => {
  beforeAll(initAiI18n);

  it('draws each band flat from its lower to its upper thickness, in thickness order', () => {
    expect(stepPoints(chart)).toEqual([
      { x: 0, y: 355, series: 'Q355B (GB/T 1591-2018)' },
      { x: 16, y: 355, series: 'Q355B (GB/T 1591-2018)' },
      { x: 16, y: 345, series: 'Q355B (GB/T 1591-2018)' },
      { x: 40, y: 345, series: 'Q355B (GB/T 1591-2018)' },
      { x: 40, y: 335, series: 'Q355B (GB/T 1591-2018)' },
    ]);
  });

  it('writes the table as CSV: BOM, the header row as given, quoted cells, formulas kept as text, empty for null', () => {
    expect(tableCsv(table)).toBe('\uFEFFThickness (mm),"牌号 ""grade""",Yield (MPa)\r\n≤ 16,Q355B,355\r\n16–40,\'=SUM(A1),\r\n');
  });

  it('shows the chart and the table, and downloads the table as that CSV', async () => {
    const message = { id: 11, chart, table } as unknown as AiMessage;
    render(<ChartAnswer message={message} />);
    expect((await screen.findByTestId('chart-stub')).textContent).toBe('5 points, Yield strength (MPa)');
    expect(screen.getByTestId('ai-chart')).toBeTruthy();
    expect(screen.getByText('Q355B')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ai-download-csv'));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('atsteel-yield-11.csv');
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved[0].blob.text()).toContain('≤ 16,Q355B,355');
    expect(screen.getByTestId('ai-download-png')).toBeTruthy();
  });
});
