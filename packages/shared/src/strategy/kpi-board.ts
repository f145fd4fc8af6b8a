import type { KpiLiveSource, KpiStatus, KpiSummary } from './kpi.ts';

/**
 * The JSON of the KPI board (GET /aacsb/performanceTarget/board) and of a live source's preview
 * (GET /aacsb/performanceTarget/liveValue), declared once here for the server and the web app.
 */
export interface KpiBoardYear {
  id: string;
  year: number;
  target: number | null;
  actual: number | null;
  typedActual: number | null;
  note: string | null;
  status: KpiStatus;
  gap: number | null;
  /** The counts behind a live rate (for the tooltip), null otherwise. */
  numerator: number | null;
  denominator: number | null;
}

/** `Target` is the engine record of the KPI (the web app narrows it to its ResourceRecord). */
export interface KpiBoardKpi<Target = Record<string, unknown>> {
  target: Target;
  live: boolean;
  /** The live figure could not be computed (the module's data is incomplete); actuals are null. */
  liveError: boolean;
  years: KpiBoardYear[];
  summary: KpiSummary;
}

export interface KpiBoard<Target = Record<string, unknown>> {
  currentYear: number;
  kpis: KpiBoardKpi<Target>[];
}

export interface KpiLiveValue {
  source: KpiLiveSource;
  year: number;
  programmeId: string | null;
  /** The figure as the module shows it; null when there is nothing to measure. */
  value: number | null;
  unit: string;
  /** The counts behind a rate (null for a count). */
  numerator: number | null;
  denominator: number | null;
}
