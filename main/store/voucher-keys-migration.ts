import type { DatabaseSync } from 'node:sqlite';
import type { VoucherKind } from '../../app/resources/vouchers.ts';

// Migration 17: the two header fields a list is read by all day kept in columns of their own
// beside the JSONB sort keys, in the list's covering index: the kind's first date field (the
// one its quick filters and "past due" use: a PO's expected_date) and its party (a PO's
// supplier). Read out of sort_keys, every row of a date filter, a sort by that date, a group by
// supplier, the outstanding chart or a column's values paid a JSONB lookup (about a third of
// the sweep). They hold sort_keys' own values (json_extract of the stored keys), written with
// the row by its only writer (the repo's insert) and never changed after: a row's header only
// changes by a new row, so nothing can leave them stale.
//
// The fields per kind are this migration's: changing them needs a new migration that rewrites
// the columns, so the app reads them from here.

/** The kind's date field kept in due_key (its sort key). */
export const DUE_FIELD: Readonly<Record<VoucherKind, string>> = {
  purchase_orders: 'expected_date',
  sales_orders: 'order_date',
  leases: 'due_on',
  order_plans: 'planned_launch_date',
};

/** The kind's party field kept in party_key (its sort key). */
export const PARTY_FIELD: Readonly<Record<VoucherKind, string>> = {
  purchase_orders: 'supplier_code',
  sales_orders: 'customer_code',
  leases: 'lessee',
  order_plans: 'supplier_code',
};

/** The index of a list in its party's order (see the migration). */
export const BY_PARTY = 'voucher_rows_by_party';

/** The JSON path of a field in sort_keys (the field names above need no escaping). */
const pathOf = (field: string) => `$."${field}"`;

/** The paths of a row's due and party keys, for the insert (null for a kind not listed). */
export function keyPathsOf(kind: string): [due: string | null, party: string | null] {
  const due = (DUE_FIELD as Record<string, string | undefined>)[kind];
  const party = (PARTY_FIELD as Record<string, string | undefined>)[kind];
  return [due === undefined ? null : pathOf(due), party === undefined ? null : pathOf(party)];
}

export function voucherKeysMigration(db: DatabaseSync): void {
  db.exec(`
    ALTER TABLE voucher_rows ADD COLUMN due_key ANY;
    ALTER TABLE voucher_rows ADD COLUMN party_key ANY;
  `);
  const fill = db.prepare(
    `UPDATE voucher_rows SET due_key = json_extract(sort_keys, ?), party_key = json_extract(sort_keys, ?)
     WHERE kind = ?`,
  );
  for (const kind of Object.keys(DUE_FIELD)) fill.run(...keyPathsOf(kind), kind);
  // The list's covering index (migrations 5 and 12) gains both, so a sweep of it is all a date
  // filter or a sort by the due date reads. A group, chart or values list by the party reads an
  // index in the party's order instead: SQL sums each party's rows as they come, where a sweep
  // in paging order had to sort every row by party first or hand each row to a JS tally
  // (voucher-tally.ts; about 60 ms of 100 at 200,000 rows). Its order (party, week, currency)
  // is the chart's groups, and a group by party with amounts per currency adds up its weeks.
  db.exec(`
    DROP INDEX voucher_rows_sort_keys;
    CREATE INDEX voucher_rows_sort_keys ON voucher_rows
      (profile_id, kind, scope, seq, status, id_key, sort_keys,
       line_qty, line_open, line_currency, line_amount, line_week, due_key, party_key);
    CREATE INDEX ${BY_PARTY} ON voucher_rows
      (profile_id, kind, scope, party_key, line_week, line_currency, seq, status, due_key,
       line_qty, line_open, line_amount);
  `);
}

/**
 * A new cached row, with whether it carried its lines, their sums, and its due and party keys
 * taken from its sort keys (?8) by the paths ?18 and ?19 (keyPathsOf).
 */
export const INSERT_VOUCHER_ROW_WITH_KEYS = `
  INSERT INTO voucher_rows
    (profile_id, kind, scope, seq, id, status, id_key, sort_keys, search_text, lines_state,
     line_qty, line_open, line_currency, line_amount, line_amounts, line_week, line_weeks,
     due_key, party_key)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, jsonb(?8), ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
    json_extract(?8, ?18), json_extract(?8, ?19))
  ON CONFLICT DO NOTHING`;
