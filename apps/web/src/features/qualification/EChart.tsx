import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * A chart drawn by echarts, loaded only when a chart is first shown (DESIGN.md: heavy parts load
 * lazily), from echarts/core with just the pieces used (echarts-parts.ts).
 */
type Core = typeof import('echarts/core');
let loading: Promise<Core> | null = null;
function loadEcharts(): Promise<Core> {
  loading ??= import('./echarts-parts.ts').then((m) => m.echarts);
  return loading;
}

export function EChart({
  option,
  height = 300,
  testId,
}: {
  option: EChartsCoreOption;
  height?: number;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: ReturnType<Core['init']> | null = null;
    // The container's own size, not the window's: a chart in a drawer or a card that changes width
    // (a phone turned, a drawer opened) is redrawn to fit, and one first drawn while hidden grows.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart?.resize());
    const onResize = () => chart?.resize();
    void loadEcharts().then((echarts) => {
      if (disposed || !ref.current) return;
      chart = echarts.init(ref.current);
      chart.setOption(option);
      if (observer) observer.observe(ref.current);
      else window.addEventListener('resize', onResize);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [option]);
  return <div ref={ref} style={{ width: '100%', height }} data-testid={testId} />;
}
