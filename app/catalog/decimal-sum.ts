// An exact sum of decimal numbers as typed: 0.1 + 0.2 is 0.3, and 450,000 prices of 19.99 sum
// to 8,995,500 to the cent, as Excel shows them. Each number comes as its digits (an integer
// mantissa of at most 15 digits) and how many of them are after the point; the mantissas are
// summed as integers per scale, which doubles hold exactly up to 2^53, and joined into one
// decimal only when the sum is read. Numbers with more digits than that are summed as doubles
// (with Neumaier's carry), as Excel keeps 15 significant digits anyway.

/** The most digits after the point summed exactly. */
export const MAX_SCALE = 15;
/** Past this an integer sum of a scale moves to `overflow` before it can lose a unit. */
const SAFE = 2 ** 52;
const POW10 = Array.from({ length: MAX_SCALE + 1 }, (_, s) => 10n ** BigInt(MAX_SCALE - s));

export class DecimalSum {
  /** Per scale, the sum of the mantissas (integers, exact below 2^53). */
  private readonly scaled = new Float64Array(MAX_SCALE + 1);
  /** What the scales gave up when they grew large, in units of 10^-MAX_SCALE. */
  private overflow = 0n;
  /** Numbers too long to be exact, summed as doubles with their carry. */
  private rest = 0;
  private carry = 0;

  /** Adds mantissa × 10^-scale (|mantissa| < 10^15, 0 ≤ scale ≤ MAX_SCALE, both integers). */
  addScaled(mantissa: number, scale: number): void {
    const t = (this.scaled[scale] as number) + mantissa;
    if (t > SAFE || t < -SAFE) {
      this.overflow += BigInt(t) * (POW10[scale] as bigint);
      this.scaled[scale] = 0;
    } else this.scaled[scale] = t;
  }

  /** Adds mantissa × 10^-scale `times` times (a text many cells hold), exactly. */
  addScaledTimes(mantissa: number, scale: number, times: number): void {
    const product = mantissa * times;
    if (Number.isSafeInteger(product) && Math.abs(product) < 10 ** 15) {
      this.addScaled(product, scale);
    } else {
      this.overflow += BigInt(mantissa) * BigInt(times) * (POW10[scale] as bigint);
    }
  }

  /** Adds a number that has no exact decimal form here. */
  addDouble(value: number): void {
    const t = this.rest + value;
    this.carry +=
      Math.abs(this.rest) >= Math.abs(value) ? this.rest - t + value : value - t + this.rest;
    this.rest = t;
  }

  copy(): DecimalSum {
    const c = new DecimalSum();
    c.scaled.set(this.scaled);
    c.overflow = this.overflow;
    c.rest = this.rest;
    c.carry = this.carry;
    return c;
  }

  /** The sum, rounded once to the nearest double. */
  value(): number {
    let total = this.overflow;
    for (let s = 0; s <= MAX_SCALE; s += 1) {
      const part = this.scaled[s] as number;
      if (part !== 0) total += BigInt(part) * (POW10[s] as bigint);
    }
    const exact = total === 0n ? 0 : Number(`${total.toString()}e-${String(MAX_SCALE)}`);
    return this.rest === 0 && this.carry === 0 ? exact : exact + (this.rest + this.carry);
  }
}
