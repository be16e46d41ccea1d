import type { DatabaseSync } from 'node:sqlite';

// One database file per stand-in data folder. Every lookup that paging or auth does has an index
// (mostly the primary keys of WITHOUT ROWID tables, so rows sit in paging order).

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS workspaces (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE IF NOT EXISTS apps (
  id INTEGER PRIMARY KEY,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
  name TEXT NOT NULL,
  client_id TEXT NOT NULL UNIQUE,
  live_secret_hash TEXT NOT NULL,
  test_secret_hash TEXT NOT NULL,
  permissions TEXT NOT NULL,
  UNIQUE (workspace_id, name)
);

-- Plaintext credentials of the latest installation, kept only to print READY again (see choices.ts).
CREATE TABLE IF NOT EXISTS installation (
  app_id INTEGER PRIMARY KEY REFERENCES apps(id),
  live_secret TEXT NOT NULL,
  test_secret TEXT NOT NULL,
  token TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS tokens (
  token_hash TEXT PRIMARY KEY,
  app_id INTEGER NOT NULL REFERENCES apps(id),
  permissions TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS tokens_by_app ON tokens (app_id);

CREATE TABLE IF NOT EXISTS masters (
  workspace_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT,
  extra TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL,
  PRIMARY KEY (workspace_id, kind, code)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS products (
  workspace_id INTEGER NOT NULL,
  product_code TEXT NOT NULL,
  name TEXT,
  brand_code TEXT,
  extra TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL,
  PRIMARY KEY (workspace_id, product_code)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS skus (
  workspace_id INTEGER NOT NULL,
  product_code TEXT NOT NULL,
  color_code TEXT NOT NULL,
  size_code TEXT NOT NULL,
  sku_code TEXT NOT NULL,
  PRIMARY KEY (workspace_id, product_code, color_code, size_code)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS idempotency (
  workspace_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  body_sha256 TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (workspace_id, key)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS purchase_orders (
  workspace_id INTEGER NOT NULL,
  number TEXT NOT NULL,
  supplier_code TEXT, season_code TEXT, order_date TEXT, expected_date TEXT, status TEXT, note TEXT,
  PRIMARY KEY (workspace_id, number)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS purchase_order_lines (
  workspace_id INTEGER NOT NULL,
  number TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  product_code TEXT, color_code TEXT, size_code TEXT, sku_code TEXT,
  purpose_code TEXT, quantity INTEGER, received_qty INTEGER, unit_cost REAL, currency_code TEXT,
  exchange_rate REAL, planned_launch_date TEXT, expected_date TEXT,
  PRIMARY KEY (workspace_id, number, line_no)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS sales_orders (
  workspace_id INTEGER NOT NULL,
  number TEXT NOT NULL,
  customer_code TEXT, channel TEXT, order_date TEXT, exhibition_name TEXT, status TEXT, note TEXT,
  PRIMARY KEY (workspace_id, number)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS sales_order_lines (
  workspace_id INTEGER NOT NULL,
  number TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  product_code TEXT, color_code TEXT, size_code TEXT, sku_code TEXT,
  quantity INTEGER, unit_price REAL, rate REAL,
  PRIMARY KEY (workspace_id, number, line_no)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS leases (
  workspace_id INTEGER NOT NULL,
  number TEXT NOT NULL,
  lessee TEXT, purpose TEXT, lent_on TEXT, due_on TEXT, status TEXT, note TEXT,
  PRIMARY KEY (workspace_id, number)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS lease_lines (
  workspace_id INTEGER NOT NULL,
  number TEXT NOT NULL,
  line_no INTEGER NOT NULL,
  product_code TEXT, color_code TEXT, size_code TEXT, sku_code TEXT,
  quantity INTEGER, returned_qty INTEGER, returned_on TEXT, publish_on TEXT, publication_note TEXT,
  published INTEGER, used INTEGER, note TEXT,
  PRIMARY KEY (workspace_id, number, line_no)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS order_plans (
  workspace_id INTEGER NOT NULL,
  plan_id TEXT NOT NULL,
  product_code TEXT NOT NULL, color_code TEXT, size_code TEXT, sku_code TEXT,
  purpose_code TEXT, quantity INTEGER, unit_cost REAL, supplier_code TEXT, po_number TEXT,
  planned_launch_date TEXT, note TEXT,
  PRIMARY KEY (workspace_id, plan_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS order_plans_by_product ON order_plans (workspace_id, product_code, plan_id);
`;

export function applySchema(db: DatabaseSync): void {
  db.exec(SCHEMA);
}
