import { Scatter } from '@ant-design/charts';

/** What the chart hands back once drawn: the chart library's own PNG download. */
export interface DrawnChart {
  downloadImage?: (name?: string, type?: string) => unknown;
}

/**
 * The scatter of two columns of a data set: the only importer of @ant-design/charts among the data set's panels,
 * its own lazy chunk (ChartPanel loads it with React.lazy when the chart tab opens).
 */
export default function ScatterChart({
  points,
  xLabel,
  yLabel,
  onReady,
}: {
  points: readonly (readonly [number, number])[];
  xLabel: string;
  yLabel: string;
  onReady: (chart: DrawnChart) => void;
}) {
  return (
    <Scatter
      data={points.map(([x, y]) => ({ x, y }))}
      xField="x"
      yField="y"
      height={420}
      shapeField="point"
      style={{ fillOpacity: 0.6 }}
      axis={{ x: { title: xLabel }, y: { title: yLabel } }}
      tooltip={{ items: [{ channel: 'x', name: xLabel }, { channel: 'y', name: yLabel }] }}
      onReady={onReady}
    />
  );
}
