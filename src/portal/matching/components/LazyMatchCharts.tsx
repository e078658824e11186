import { lazy } from 'react';
import { WhenVisible } from '../../materials';
import type { RadarPoint } from '../model/chartData';

const PropertyRadar = lazy(() => import('../charts/MatchCharts').then((module) => ({ default: module.PropertyRadar })));

/** The properties radar, loaded with @ant-design/charts only when it comes into view. */
export const LazyPropertyRadar = (props: { points: RadarPoint[] }) => (
  <WhenVisible height={360}>
    <PropertyRadar {...props} />
  </WhenVisible>
);
