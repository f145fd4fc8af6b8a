import { SCHEME, type SchemeCode } from '../dicts-accreditation.ts';

/**
 * Which standards a scheme is measured by (a project's checklist): the codes of the
 * `accreditationStandard` dictionary. Both AACSB schemes use the nine 2020 standards.
 */
const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

export const SCHEME_STANDARDS: Record<SchemeCode, readonly string[]> = {
  [SCHEME.aacsbInitial]: range('AACSB', 9),
  [SCHEME.aacsbContinuous]: range('AACSB', 9),
  [SCHEME.equis]: range('EQUIS', 10),
  [SCHEME.amba]: range('AMBA', 8),
  [SCHEME.camea]: range('CAMEA', 7),
};

export const SCHEMES: readonly SchemeCode[] = Object.values(SCHEME);
export const isScheme = (v: unknown): v is SchemeCode => (SCHEMES as readonly unknown[]).includes(v);

/** The school switch a scheme needs open (EQUIS and AMBA are offered only when the school opens them). */
export function schemeSwitch(scheme: SchemeCode): 'openEquis' | 'openAmba' | null {
  if (scheme === SCHEME.equis) return 'openEquis';
  if (scheme === SCHEME.amba) return 'openAmba';
  return null;
}
