// The quick filter's test of a cell in SQL, where SQL can make it exactly: a needle of printable
// ASCII only. `kikan_view_has` (a JavaScript call a row) cost the connection's heap every row's
// cells until the statement ended (node:sqlite keeps a call's arguments alive until then): over
// a million SKU rows 170–250 MB that V8 then keeps, and a JavaScript heap bound ends the thread.

/** Printable ASCII: SQL's lower() folds these as toLocaleLowerCase does. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * Whether lower-casing here is Unicode's root rule, under which only two characters outside
 * ASCII lower-case to ASCII letters: U+0130 (İ → i + U+0307) and U+212A (Kelvin sign → k). A
 * Turkish or Lithuanian default locale folds I otherwise: such a host keeps the JavaScript test.
 */
const ROOT_FOLDING = ((probe: string) => probe.toLocaleLowerCase() === probe.toLowerCase())(
  'IİÌÍĨĮJ\u212a',
);

/** Whether SQL can test a quick filter's needle (already lower-cased) exactly. */
export function sqlTestsNeedle(needle: string): boolean {
  return ROOT_FOLDING && PRINTABLE_ASCII.test(needle);
}

/**
 * The SQL test that `col` holds `:needle` (a needle `sqlTestsNeedle` accepts) lower-cased as
 * toLocaleLowerCase does. A cell that is not text never holds it, as in `kikan_view_has`.
 */
export function sqlCellHas(col: string): string {
  const folded = `lower(replace(replace(${col}, char(8490), 'k'), char(304), 'i' || char(775)))`;
  return `(typeof(${col}) = 'text' AND instr(${folded}, :needle) > 0)`;
}
