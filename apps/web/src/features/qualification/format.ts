/** Display of the tables' figures: counts to two decimals at most, percents to one (already rounded by the server). */
export function amountText(v: number | null | undefined): string {
  if (v === null || v === undefined) return '—';
  return String(Math.round(v * 100) / 100);
}

export function percentText(v: number | null | undefined): string {
  if (v === null || v === undefined) return '—';
  return `${v.toFixed(1)}%`;
}
