/**
 * Exact rational arithmetic for the assurance-of-learning figures (DOMAIN.md section 5): every
 * figure that is compared with a target or rounded is a fraction of two BigInts, so 0.1 + 0.6 is
 * exactly 0.7 and 0.75 never comes out as 0.7499999999999999. Numbers coming in are read from
 * their shortest decimal representation (String(n)): 0.1 is exactly 1/10.
 */

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function gcd(a: bigint, b: bigint): bigint {
  if (a <= SAFE && a >= -SAFE && b <= SAFE && b >= -SAFE) {
    // Same result in doubles (exact below 2^53), without a BigInt per step.
    let x = Math.abs(Number(a));
    let y = Math.abs(Number(b));
    while (y !== 0) [x, y] = [y, x % y];
    return BigInt(x);
  }
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export class Rational {
  /** Numerator and denominator in lowest terms; the denominator is always positive. */
  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    if (d === 0n) throw new RangeError('Rational: division by zero');
    const sign = d < 0n ? -1n : 1n;
    const g = gcd(n, d) || 1n;
    this.n = (sign * n) / g;
    this.d = (sign * d) / g;
  }

  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  /** n / d from integers. */
  static ratio(n: bigint | number, d: bigint | number = 1n): Rational {
    return new Rational(BigInt(n), BigInt(d));
  }

  /**
   * A number (by its shortest decimal text), a decimal text ("0.75", "1e-3"), a fraction text
   * ("3/4", as toString() writes it) or a BigInt.
   */
  static from(value: number | string | bigint | Rational): Rational {
    if (value instanceof Rational) return value;
    if (typeof value === 'bigint') return new Rational(value, 1n);
    if (typeof value === 'string' && value.includes('/')) {
      const [n, d] = value.split('/');
      return Rational.from(n).div(Rational.from(d));
    }
    if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Rational: ${value}`);
    const m = DECIMAL.exec(String(value).trim());
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`Rational: not a number: ${value}`);
    const frac = m[3] ?? '';
    const exp = Number(m[4] ?? '0') - frac.length;
    let n = BigInt(`${m[2]}${frac}` || '0');
    let d = 1n;
    if (exp >= 0) n *= 10n ** BigInt(exp);
    else d = 10n ** BigInt(-exp);
    return new Rational(m[1] === '-' ? -n : n, d);
  }

  add(o: Rational | number): Rational {
    const b = Rational.from(o);
    return new Rational(this.n * b.d + b.n * this.d, this.d * b.d);
  }

  sub(o: Rational | number): Rational {
    const b = Rational.from(o);
    return new Rational(this.n * b.d - b.n * this.d, this.d * b.d);
  }

  mul(o: Rational | number): Rational {
    const b = Rational.from(o);
    return new Rational(this.n * b.n, this.d * b.d);
  }

  div(o: Rational | number): Rational {
    const b = Rational.from(o);
    return new Rational(this.n * b.d, this.d * b.n);
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than `o`. */
  cmp(o: Rational | number): -1 | 0 | 1 {
    const b = Rational.from(o);
    const l = this.n * b.d;
    const r = b.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  gte(o: Rational | number): boolean {
    return this.cmp(o) >= 0;
  }

  isZero(): boolean {
    return this.n === 0n;
  }

  /** The nearest double (for charts); exact figures stay rational. */
  toNumber(): number {
    const neg = this.n < 0n;
    const n = neg ? -this.n : this.n;
    if (n <= SAFE && this.d <= SAFE) return Number(this.n) / Number(this.d);
    // Scale so the integer quotient keeps about 64 significant bits.
    const shift = BigInt(Math.max(0, 64 - (n.toString(2).length - this.d.toString(2).length)));
    const q = Number((n << shift) / this.d) / 2 ** Number(shift);
    return neg ? -q : q;
  }

  /** Rounded half up (ties away from zero) to `digits` decimals: "0.750", "66.7", "2". */
  roundHalfUp(digits: number): string {
    const scale = 10n ** BigInt(digits);
    const neg = this.n < 0n;
    const n = (neg ? -this.n : this.n) * scale;
    const q = (n * 2n + this.d) / (2n * this.d);
    const s = q.toString().padStart(digits + 1, '0');
    const text = digits > 0 ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s;
    return neg && q !== 0n ? `-${text}` : text;
  }

  /** "n/d" (or "n" for an integer). */
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }
}

/**
 * A number as an integer and a count of decimals, from its shortest decimal text, without
 * reducing: 12.25 -> { int: 1225n, scale: 2 }, 7 -> { int: 7n, scale: 0 }. For sums over many
 * scores on one common denominator (10^scale) with no fraction arithmetic per score.
 */
export function scaledDecimal(x: number): { int: bigint; scale: number } {
  if (Number.isInteger(x)) return { int: BigInt(x), scale: 0 };
  // Fast path: the fewest decimals d (up to 6) whose decimal r / 10^d is the nearest double to
  // x, i.e. reads back as x, is the shortest decimal text of x (the division is correctly rounded).
  for (let d = 1, p = 10; d <= 6; d++, p *= 10) {
    const r = Math.round(x * p);
    if (Number.isSafeInteger(r) && r / p === x) return { int: BigInt(r), scale: d };
  }
  const m = Number.isFinite(x) ? DECIMAL.exec(String(x)) : null;
  if (!m) throw new RangeError(`scaledDecimal: ${x}`);
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? '0') - frac.length;
  const digits = BigInt(`${m[2]}${frac}` || '0') * (m[1] === '-' ? -1n : 1n);
  return exp >= 0 ? { int: digits * 10n ** BigInt(exp), scale: 0 } : { int: digits, scale: -exp };
}

/** Least common multiple of positive BigInts (1 for none). */
export function lcmOf(values: readonly bigint[]): bigint {
  return values.reduce((l, v) => (l / gcd(l, v)) * v, 1n);
}

/** Sum of rationals (0 for none). */
export function sumOf(values: readonly Rational[]): Rational {
  return values.reduce((s, v) => s.add(v), Rational.ZERO);
}

/** Smallest of a non-empty list. */
export function minOf(values: readonly Rational[]): Rational {
  return values.reduce((m, v) => (v.cmp(m) < 0 ? v : m));
}

/** Mean of a non-empty list. */
export function meanOf(values: readonly Rational[]): Rational {
  return sumOf(values).div(Rational.ratio(values.length));
}
