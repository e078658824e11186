import { Line } from '@ant-design/charts';
import type { ChartPoint } from './chartModel';

/** The property against thickness, one stepped line per grade: the only importer of @ant-design/charts here, its own chunk. */
export default function PropertyChart({ points, xTitle, yTitle, onReady }: { points: ChartPoint[]; xTitle: string; yTitle: string; onReady: (chart: unknown) => void }) {
  return (
    <Line
      data={points}
      xField="x"
      yField="y"
      colorField="series"
      height={360}
      point={{ shapeField: 'circle', sizeField: 3 }}
      axis={{ x: { title: xTitle }, y: { title: yTitle } }}
      onReady={onReady}
    />
  );
}
