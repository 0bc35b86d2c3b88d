import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface UPlotChartProps {
  /** Options without the size: the chart takes its container's width. */
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  height?: number;
}

/**
 * A uPlot chart that fills its container's width and follows it when the layout changes (phone
 * rotated, sidebar shown). Drawn on a canvas: the screen puts a table beside it for screen readers.
 */
export function UPlotChart({ options, data, height = 220 }: UPlotChartProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = () => Math.max(240, Math.floor(element.clientWidth));
    const chart = new uPlot({ ...options, width: width(), height }, data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [options, data, height]);
  return <div ref={container} className="analytics-chart-canvas" aria-hidden="true" />;
}
