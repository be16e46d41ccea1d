import {
  comparedCode,
  isProduct,
  rowChange,
  type CatalogValue,
  type LastSent,
  type RowChange,
} from '../../app/catalog/last-sent.ts';

// What one grid's connection last sent, by compared code (app/catalog/last-sent.ts), kept as the
// store's JSON text: a draft row whose JSON is that very text is the same as last sent without
// parsing it, so of 50,000 products only those that differ (a few hundred) are parsed and compared
// field by field. Of two codes that compare the same, the one sent later wins (the store lists
// them oldest sent first), as in the grid's marks.

export class SentIndex implements LastSent {
  readonly #texts = new Map<string, string>();
  readonly #parsed = new Map<string, CatalogValue>();
  readonly #codes: string[] = [];

  /** `compared`: the code as compared (the store keeps it so). */
  constructor(entries: Iterable<{ code: string; compared: string; text: string }>) {
    for (const entry of entries) {
      this.#texts.set(entry.compared, entry.text);
      this.#codes.push(entry.code);
    }
  }

  /** Every code sent, as it was sent. */
  codes(): readonly string[] {
    return this.#codes;
  }

  /** The value last sent under this compared code (the LastSent of last-sent.ts). */
  get(code: string): CatalogValue | undefined {
    let value = this.#parsed.get(code);
    if (value !== undefined) return value;
    const text = this.#texts.get(code);
    if (text === undefined) return undefined;
    value = JSON.parse(text) as CatalogValue;
    this.#parsed.set(code, value);
    return value;
  }

  /** The draft row against what was last sent with its code (as last-sent.ts's changeOf). */
  changeOf(row: CatalogValue): RowChange {
    const code = isProduct(row) ? row.product_code : row.code;
    let key = code;
    let text = this.#texts.get(key);
    if (text === undefined) {
      key = comparedCode(code);
      text = this.#texts.get(key);
    }
    if (text === undefined) return 'new';
    // The same JSON is the same value; any other text is compared as the grid compares.
    if (text === JSON.stringify(row)) return 'same';
    return rowChange(row, this.get(key) ?? null);
  }
}
