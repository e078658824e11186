import { Bar, Column } from '@ant-design/charts';
import type { CompositionBar, SeriesPoint } from '../model/chartData';

/**
 * The chart components, the only importers of @ant-design/charts: this module is its own lazy chunk
 * (see LazyCharts.tsx), loaded when a chart scrolls into view.
 */
const HEIGHT = 280;

export function CompositionChart({ bars, label }: { bars: CompositionBar[]; label: string }) {
  return (
    <Bar
      data={bars}
      xField="el"
      yField="range"
      height={Math.max(HEIGHT, bars.length * 26)}
      axis={{ y: { title: label } }}
      tooltip={{ items: [{ channel: 'y', name: label }, { channel: 'y1' }] }}
    />
  );
}

export function SeriesChart({ points, unit }: { points: SeriesPoint[]; unit: string }) {
  return <Column data={points} xField="x" yField="value" colorField="series" group height={HEIGHT} axis={{ y: { title: unit } }} />;
}
