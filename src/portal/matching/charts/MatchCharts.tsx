import { Radar } from '@ant-design/charts';
import type { RadarPoint } from '../model/chartData';

/** The radar of the comparison charts: the only importer of @ant-design/charts in matching, its own lazy chunk. */
export function PropertyRadar({ points }: { points: RadarPoint[] }) {
  return (
    <Radar
      data={points}
      xField="item"
      yField="value"
      colorField="series"
      height={360}
      area={{ style: { fillOpacity: 0.15 } }}
      scale={{ y: { domainMin: 0, domainMax: 100 } }}
      axis={{ x: { grid: true }, y: { gridAreaFill: 'rgba(0, 0, 0, 0.03)' } }}
    />
  );
}
