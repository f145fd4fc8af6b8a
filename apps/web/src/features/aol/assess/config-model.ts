import { type AolAim, Rational, sumOf } from '@accredit/shared';

/** The configuration steps' arithmetic, pure so it can be tested. */

/** A component key not yet used: the kind and a number (exam, exam2 ...). */
export function newKey(kind: string, used: readonly string[]): string {
  if (!used.includes(kind)) return kind;
  for (let n = 2; ; n++) if (!used.includes(`${kind}${n}`)) return `${kind}${n}`;
}

/** The weights of one objective's aims, even, to two decimals, the last taking the remainder. */
export function evenWeights(count: number): number[] {
  if (count <= 0) return [];
  const each = Math.floor(100 / count) / 100;
  const rest = Rational.ONE.sub(Rational.from(each).mul(Rational.from(count - 1)));
  return [...Array(count - 1).fill(each), Number(rest.roundHalfUp(2))];
}

export function weightTotal(aims: readonly AolAim[], loId: string): Rational {
  return sumOf(
    aims.filter((a) => a.loId === loId && Number.isFinite(a.weight)).map((a) => Rational.from(a.weight)),
  );
}
