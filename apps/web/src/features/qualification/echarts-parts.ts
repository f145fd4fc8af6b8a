import { BarChart, LineChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The echarts pieces the product's charts use, named one by one so the bundler keeps only these
 * (a namespace import of echarts/charts or echarts/components pulls in every chart type: about
 * 1 MB). Loaded lazily by EChart.tsx when the first chart is shown. A chart type or component not
 * listed here draws nothing: add it here.
 */
echarts.use([
  PieChart,
  BarChart,
  // Assurance of learning: targets as markers, trends, a radar per course.
  ScatterChart,
  LineChart,
  RadarChart,
  TooltipComponent,
  // Plain and scrolling legends.
  LegendComponent,
  GridComponent,
  RadarComponent,
  MarkLineComponent,
  CanvasRenderer,
  // Labels that collide on a narrow chart are hidden (labelLayout.hideOverlap).
  LabelLayout,
]);

export { echarts };
