import { Bar } from '@ant-design/charts';

/** One bar of a question's results: an option (or a rating value), how many chose it and their share in per cent. */
export interface ResultBar {
  label: string;
  count: number;
  percent: number;
}

/**
 * The bars of one choice or rating question: the only importer of @ant-design/charts in the questionnaire pages,
 * its own lazy chunk (QuestionnaireResults loads it with React.lazy when the results open).
 */
export default function QuestionnaireResultChart({ bars }: { bars: ResultBar[] }) {
  return (
    <Bar
      data={bars}
      xField="label"
      yField="count"
      height={Math.max(120, bars.length * 36)}
      axis={{ y: { tickFilter: (value: number) => Number.isInteger(value) } }}
      label={{ text: (bar: ResultBar) => `${bar.count} (${bar.percent}%)`, position: 'right' }}
      tooltip={{ items: [{ channel: 'y' }] }}
    />
  );
}
