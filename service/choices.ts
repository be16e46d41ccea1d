// Every point the spec leaves "not shown" needs SOME answer in a running server. Each answer the
// stand-in gives lives here, with a one-line note. None of them is the real service's behaviour:
// clients must tolerate every reasonable alternative (DESIGN.md, "What the spec leaves open").

/** Stand-in's choice: lists are a bare JSON array by default; `--envelope object` wraps them. */
export const DEFAULT_ENVELOPE = 'array' as const;
export type Envelope = 'array' | 'object';

/** Stand-in's choice: with `--envelope object` a page is `{ "data": [...], "has_more": bool }`. */
export const OBJECT_ENVELOPE_ROWS_KEY = 'data';

/**
 * Stand-in's choice: 50 rows a page; no page-size parameter is read (the client sends none).
 * `--page-size N` changes it for tests that prove paging works whatever the size.
 */
export const PAGE_SIZE = 50;

/**
 * Stand-in's choice: end of list = an empty page (array envelope), or `has_more: false` on the last
 * non-empty page (object envelope; an empty page after it is still served).
 */
export const END_OF_LIST = 'empty page (array) / has_more:false (object)';

/** Stand-in's choice: an unknown starting_after value is a position, not an error (keyset paging). */
export const UNKNOWN_CURSOR_IS_POSITION = true;

/** Stand-in's choice: unknown query parameters are ignored. */
export const IGNORE_UNKNOWN_QUERY_PARAMETERS = true;

/** Stand-in's choice: error body `{ "error": <code>, "message": <text>, ...details }`. */
export function errorBody(
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): Record<string, unknown> {
  return { error: code, message, ...details };
}

/** Stand-in's choice: HTTP statuses for every failure the spec does not fix. */
export const STATUS = {
  /** missing, malformed or unknown bearer token (with `WWW-Authenticate: Bearer`) */
  unauthorized: 401,
  /** token request with a wrong client id or secret, or a test secret in production mode */
  invalidClient: 401,
  /** token request whose scope names a permission the app does not hold (OAuth 2 style) */
  invalidScope: 400,
  /** token request with grant_type other than client_credentials */
  unsupportedGrantType: 400,
  /** token request without client_id */
  invalidRequest: 400,
  /** POST /v1/imports without an Idempotency-Key header */
  missingIdempotencyKey: 400,
  /** body that is not JSON, or not a JSON object */
  malformedBody: 400,
  /** body larger than MAX_BODY_BYTES */
  bodyTooLarge: 413,
  /** more than 200 masters or 100 products in one import */
  batchTooLarge: 422,
  /** an import that fails validation (missing code, unknown kind, unknown brand, duplicates...) */
  failedBatch: 422,
  /** PUT/POST/PATCH/DELETE on a voucher path (vouchers are made only on the service's screen) */
  voucherWrite: 405,
  /** GET /order_plans/{x}: order plans have no single-item path */
  noSingleOrderPlan: 404,
} as const;

/** Stand-in's choice: request bodies are capped at 5 MiB (413 and close past it). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Stand-in's choice: a token request (a few hundred bytes) is capped at 8 KiB, read before any work. */
export const MAX_TOKEN_BODY_BYTES = 8 * 1024;

/** Stand-in's choice: a body that is not valid UTF-8 is malformed (400), never read with U+FFFD. */
export const BODY_MUST_BE_UTF8 = true;

/** Stand-in's choice: a name holding a lone UTF-16 surrogate is refused (422 naming the field). */
export const LONE_SURROGATE_REFUSED = true;

/** Stand-in's choice: HEAD is answered wherever GET is (headers only), and counts as a call. */
export const HEAD_LIKE_GET = true;

/** Stand-in's choice: Content-Type of a request is not checked; the body must parse as JSON. */
export const CONTENT_TYPE_CHECKED = false;

/**
 * Stand-in's choice: master kinds it knows (path name → code field). Spec §2.1 names only brands
 * and colors; any other path name is rejected naming the kind.
 */
export const MASTER_KINDS = {
  brands: 'brand_code',
  colors: 'color_code',
  sizes: 'size_code',
  seasons: 'season_code',
  suppliers: 'supplier_code',
  customers: 'customer_code',
} as const;
export type MasterKind = keyof typeof MASTER_KINDS;

/** Stand-in's choice: codes are 1–40 characters of A–Z a–z 0–9 . _ - (no spaces, no `~`). */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/** Stand-in's choice: names (masters and products) are optional strings of at most 200 characters. */
export const MAX_NAME_LENGTH = 200;

/** Stand-in's choice: element fields beyond code and name are kept as sent (any JSON value). */
export const KEEP_EXTRA_FIELDS = true;

/** Stand-in's choice: such extra fields may nest at most 32 levels deep (deeper → 422). */
export const MAX_EXTRA_DEPTH = 32;

/** Stand-in's choice: a product's brand_code is optional; when given it must name an existing brand or one in the same request. */
export const BRAND_MUST_EXIST = true;

/** Stand-in's choice: SKU color/size codes are not checked against the color and size masters. */
export const SKU_CODES_CHECKED_AGAINST_MASTERS = false;

/** Stand-in's choice: SKU code = product code, color code and size code joined with `-`. */
export function skuCode(productCode: string, colorCode: string, sizeCode: string): string {
  return `${productCode}-${colorCode}-${sizeCode}`;
}

/**
 * Stand-in's choice: updating a product overwrites the fields sent and keeps the others; skus sent
 * are added when new, and skus not sent are kept (vouchers may refer to them).
 */
export const PRODUCT_UPDATE = 'fields sent overwrite; skus are added, never removed';

/** Stand-in's choice: `created` lists every master kind sent in the request, 0 when all were updates. */
export const CREATED_LISTS_EVERY_KIND_SENT = true;

/**
 * Stand-in's choice: the same Idempotency-Key "with the same body" means the exact same body bytes
 * (SHA-256 of the raw body), not equal JSON.
 */
export const IDEMPOTENCY_COMPARES = 'exact body bytes';

/** Stand-in's choice: only successful imports bind their key; a rejected import leaves no trace, so its key may be reused. */
export const IDEMPOTENCY_BINDS_ON_SUCCESS_ONLY = true;

/** Stand-in's choice: an Idempotency-Key is any non-blank text of at most 255 characters (longer → 400). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Stand-in's choice: a replayed import also carries the header `Idempotent-Replayed: true`. */
export const REPLAY_HEADER = 'Idempotent-Replayed';

/** Stand-in's choice: token requests are limited per client_id, or per remote address when no client_id is sent. */
export const TOKEN_LIMIT_KEY = 'client_id, else remote address';

/**
 * Stand-in's choice: calls refused with 429 are not recorded in the window, so waiting Retry-After
 * seconds is always enough; every other call (2xx, 4xx, 5xx) is counted when received.
 */
export const REFUSED_CALLS_COUNT = false;

/** Stand-in's choice: calls with an unknown token get 401 and count against no limit. */
export const UNKNOWN_TOKEN_COUNTS = false;

/**
 * Stand-in's choice: a refused import lists its problems by element path
 * (`products[3].product_code`). Switched to 'none' through the admin surface
 * (`POST /_admin/import-errors`), it answers the same status with a message naming no element, as
 * a service whose error body says nothing useful would (the error body's shape is not shown).
 */
export type ImportErrorDetail = 'elements' | 'none';
export const DEFAULT_IMPORT_ERROR_DETAIL: ImportErrorDetail = 'elements';
export const UNNAMED_IMPORT_ERROR = 'The import was rejected and nothing was written.';

/** Stand-in's choice: an empty import body `{}` needs no permission and returns an empty result. */
export const EMPTY_IMPORT_NEEDS_PERMISSION = false;

/** Stand-in's choice: status values per voucher kind (transitions are not modelled; vouchers are read-only). */
export const STATUS_VALUES = {
  purchase_orders: ['ordered', 'partially_received', 'received', 'cancelled'],
  sales_orders: ['received', 'allocated', 'shipped', 'cancelled'],
  leases: ['lent', 'partially_returned', 'returned'],
} as const;

/** Stand-in's choice: voucher numbers are a kind prefix and eight digits (PO-00000001), so text order is number order. */
export const VOUCHER_NUMBER_PREFIX = {
  purchase_orders: 'PO-',
  sales_orders: 'SO-',
  leases: 'LS-',
} as const;
export const VOUCHER_NUMBER_DIGITS = 8;

/** Stand-in's choice: a sales order line's rate is the wholesale rate (掛率) in percent, e.g. 58. */
export const SALES_RATE_UNIT = 'percent';

/** Stand-in's choice: empty notes and absent dates are null; quantities and money are JSON numbers. */
export const NULL_FOR_EMPTY = true;

/** Stand-in's choice: order-plan creation date-times in the `~` id are ISO 8601 with +09:00. */
export const PLAN_TIME_ZONE = '+09:00';

/** Stand-in's choice: voucher paths are served as written, without prefix, unless `--voucher-prefix` is given. */
export const DEFAULT_VOUCHER_PREFIX = '';

/**
 * Stand-in's choice about spec §5.3 (a token is shown once): the stand-in keeps the plaintext
 * credentials of each installation in a separate `installation` table ONLY to print them in READY
 * again after a restart; every check uses the stored SHA-256 hashes. The real service shows a token once.
 */
export const READY_REPRINTS_INSTALLATION_CREDENTIALS = true;

/** Stand-in's choice: reinstalling keeps the client id and issues new secrets and a new token. */
export const REINSTALL_KEEPS_CLIENT_ID = true;

/** Stand-in's choice: `--seed none` still installs the workspaces and apps, with no catalog and no vouchers. */
export const SEED_NONE_INSTALLS_APPS = true;

/** Stand-in's choice: calls to the admin surface are not counted in /_admin/stats nor rate-limited. */
export const ADMIN_CALLS_COUNTED = false;
