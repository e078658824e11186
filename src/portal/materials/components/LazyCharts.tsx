import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { CompositionBar, SeriesPoint } from '../model/chartData';

/** @ant-design/charts is large: its components load only in this lazy chunk, and only once in view. */
const charts = () => import('../charts/Charts');
const CompositionChart = lazy(() => charts().then((module) => ({ default: module.CompositionChart })));
const SeriesChart = lazy(() => charts().then((module) => ({ default: module.SeriesChart })));

/**
 * Renders its children once the placeholder has come near the viewport. Starts empty everywhere, the server's render
 * (src/serverRender.tsx) included, so that the browser adopts the same markup; without IntersectionObserver at once.
 */
export function WhenVisible({ children, height }: { children: ReactNode; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setVisible(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} style={{ minHeight: height }} data-testid="chart">
      {visible && <Suspense fallback={<Skeleton active />}>{children}</Suspense>}
    </div>
  );
}

export const LazyCompositionChart = (props: { bars: CompositionBar[]; label: string }) => (
  <WhenVisible height={280}>
    <CompositionChart {...props} />
  </WhenVisible>
);

export const LazySeriesChart = (props: { points: SeriesPoint[]; unit: string }) => (
  <WhenVisible height={280}>
    <SeriesChart {...props} />
  </WhenVisible>
);
