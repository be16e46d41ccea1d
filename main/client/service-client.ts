import { KikanError } from '../../app/errors.ts';
import { readImportResult, type ImportResult } from '../../app/resources/import-result.ts';
import { isJsonObject, type JsonValue } from '../../app/resources/json.ts';
import {
  VOUCHER_READ_PERMISSION,
  type SingleItemKind,
  type Voucher,
  type VoucherKind,
} from '../../app/resources/vouchers.ts';
import { badResponse, parseJsonBody } from './json-body.ts';
import {
  pacedFetch,
  type PacedRequest,
  type RawResponse,
  type RetryPolicy,
} from './paced-fetch.ts';
import type { Pacer } from './pacer.ts';
import { IMPORT_PATH, importUrl, voucherListUrl, voucherUrl } from './paths.ts';
import { redactError, redactorFor, type Redact } from './redaction.ts';
import {
  AnsweredError,
  failureFor,
  type AnswerRecord,
  type FailureContext,
} from './status-errors.ts';
import { normaliseSingleVoucher, singularLabel } from './voucher-normalise.ts';
import { readVoucherPage, type PageBudget, type ReadPage } from './voucher-page-reader.ts';

// The token-bearing calls of spec §4.2–4.3. The bearer header is added here and nowhere else;
// the token never appears in an error, message or log (service messages are redacted too).

export interface ServiceClientOptions {
  baseUrl: string;
  /** '' or a path prefix such as '/v1' put in front of voucher paths. */
  voucherPrefix: string;
  /** Electron's net.fetch in the app, Node's fetch in tests. */
  fetch: typeof fetch;
  /** The current token, read from the vault by the caller; null when signed out. */
  token: () => string | null;
  /** The token's pacer from the registry, shared by everything that uses the token. */
  pacer: Pacer;
  /** Per attempt, from the moment the pacer lets the call go; default 30 s. */
  timeoutMs?: number;
  /** Called on a 401: the token is no longer valid (e.g. the app was reinstalled). */
  onUnauthorized?: () => void;
  retry?: Partial<RetryPolicy>;
  /** Largest answer read (paced-fetch's DEFAULT_MAX_BODY_BYTES when absent). */
  maxBodyBytes?: number;
  /** Overall bound on a read, queueing and 429 pauses included (DEFAULT_DEADLINE_MS when absent). */
  readDeadlineMs?: number;
}

export interface CallOptions {
  /** Cancels the call: the queue wait, a pause, or the request in flight. */
  signal?: AbortSignal | undefined;
  /**
   * Overall bound on this call. Reads default to the client's read deadline and give up with
   * rate_limited (saying when to try again) rather than wait out a long pause; imports default
   * to null: they wait as long as the service asks, until cancelled.
   */
  deadlineMs?: number | null | undefined;
  /** Called right before each attempt goes out, after the pacer let it go (see pacedFetch). */
  onAttempt?: (() => void) | undefined;
}

export interface ListVouchersOptions extends CallOptions {
  /** The id of the last row of the previous page. */
  startingAfter?: string;
  /** Only for order plans; ignored for other kinds (spec §4.3). */
  productCode?: string;
  /** Rows and bytes the page may still add; the reading stops there (see readVoucherPage). */
  budget?: PageBudget;
}

/** A batch the service applied: its answer as sent (for the journal) and as read. */
export interface ImportAnswer extends AnswerRecord {
  result: ImportResult;
}

export interface ServiceClient {
  listVouchers(kind: VoucherKind, options?: ListVouchersOptions): Promise<ReadPage>;
  getVoucher(kind: SingleItemKind, number: string, options?: CallOptions): Promise<Voucher>;
  /**
   * POST /v1/imports with exactly `bodyText` (the pipeline journals it). A network failure or a
   * 5xx is not resent here: it goes to the import pipeline, the one place an import request is
   * retried, which resends the journalled body with the SAME key (the service returns its stored
   * result for a repeated key and body, §4.2 rule 5, so nothing is applied twice). 429 pauses are
   * waited out here, as for every call. A 409 (key reused with another body) is a conflict error
   * and is never retried.
   * Every failure that came with an answer is an AnsweredError carrying it; a refusal's
   * per-element problems (when the service lists them) are in its `problems`.
   */
  importBatch(
    bodyText: string,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<ImportAnswer>;
}

const LABEL: Record<VoucherKind, string> = {
  purchase_orders: 'purchase orders',
  sales_orders: 'sales orders',
  leases: 'leases',
  order_plans: 'order plans',
};

/** Permissions an import body needs (spec §4.2 rule 3). */
function importPermissions(bodyText: string): string[] {
  let body: JsonValue;
  try {
    body = JSON.parse(bodyText) as JsonValue;
  } catch {
    return [];
  }
  if (!isJsonObject(body)) return [];
  const present = Object.entries(body).filter(([, v]) => Array.isArray(v) && v.length > 0);
  const needed: string[] = [];
  if (present.some(([key]) => key !== 'products')) needed.push('kikan_masters_write');
  if (present.some(([key]) => key === 'products')) needed.push('kikan_products_write');
  return needed;
}

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const timeoutMs = options.timeoutMs ?? 30_000;

  type Context = Omit<FailureContext, 'redact' | 'onUnauthorized' | 'operation'>;
  /**
   * resendsInCaller: a network failure or 5xx goes straight to the caller, which resends by its
   * own policy (the import pipeline, from its journal), so a request is retried in one place.
   */
  type Exchange = CallOptions & { resendsInCaller?: boolean };

  /** One call with the bearer token; every error leaving it is redacted of the token's forms. */
  async function exchange(
    request: Omit<PacedRequest, 'headers'> & { headers?: Record<string, string> },
    context: Context,
    call: Exchange,
  ): Promise<{ response: RawResponse; redact: Redact }> {
    const token = options.token();
    if (token === null || token === '') {
      throw new KikanError({
        kind: 'not_connected',
        message: 'This connection holds no token. Reconnect it to continue.',
      });
    }
    const redact = redactorFor({ token });
    try {
      const response = await send(request, context, call, token, redact);
      return { response, redact };
    } catch (error) {
      throw redactError(error, redact);
    }
  }

  async function send(
    request: Omit<PacedRequest, 'headers'> & { headers?: Record<string, string> },
    context: Context,
    call: Exchange,
    token: string,
    redact: Redact,
  ): Promise<RawResponse> {
    const response = await pacedFetch(
      {
        ...request,
        headers: {
          Accept: 'application/json',
          ...request.headers,
          Authorization: `Bearer ${token}`,
        },
      },
      {
        fetch: options.fetch,
        pacer: options.pacer,
        timeoutMs,
        signal: call.signal,
        deadlineMs: call.deadlineMs === undefined ? options.readDeadlineMs : call.deadlineMs,
        maxBodyBytes: options.maxBodyBytes,
        redact,
        retry: call.resendsInCaller === true ? { ...options.retry, maxRetries: 0 } : options.retry,
        onAttempt: call.onAttempt,
      },
    );
    if (response.status < 200 || response.status > 299) {
      throw failureFor(response, {
        ...context,
        operation: request.operation,
        redact,
        onUnauthorized: options.onUnauthorized,
      });
    }
    return response;
  }

  async function read(
    request: Omit<PacedRequest, 'headers'> & { headers?: Record<string, string> },
    context: Context,
    call: CallOptions,
  ): Promise<JsonValue> {
    const { response, redact } = await exchange(request, context, call);
    return parseJsonBody(response.body, request.operation, redact);
  }

  return {
    async listVouchers(kind, { startingAfter, productCode, budget, ...call } = {}) {
      const operation = `reading ${LABEL[kind]}`;
      const path = `${options.voucherPrefix}/${kind}`;
      const { response, redact } = await exchange(
        {
          method: 'GET',
          url: voucherListUrl(options.baseUrl, options.voucherPrefix, kind, {
            startingAfter,
            productCode: kind === 'order_plans' ? productCode : undefined,
          }),
          operation,
        },
        {
          permission: VOUCHER_READ_PERMISSION[kind],
          notFound: `The service has no list of ${LABEL[kind]} at ${path}. Check the connection’s voucher path prefix.`,
        },
        call,
      );
      // Read a slice of rows at a time, counted against the budget (a page may be 32 MiB).
      return readVoucherPage(kind, response.body, redact, { budget });
    },

    async getVoucher(kind, number, call = {}) {
      const body = await read(
        {
          method: 'GET',
          url: voucherUrl(options.baseUrl, options.voucherPrefix, kind, number),
          operation: `reading ${singularLabel(kind)} ${number}`,
        },
        {
          permission: VOUCHER_READ_PERMISSION[kind],
          notFound: `There is no ${singularLabel(kind)} with the number ${number}.`,
        },
        call,
      );
      return normaliseSingleVoucher(kind, body);
    },

    async importBatch(bodyText, idempotencyKey, { signal, deadlineMs = null, onAttempt } = {}) {
      const needed = importPermissions(bodyText);
      const { response, redact } = await exchange(
        {
          method: 'POST',
          url: importUrl(options.baseUrl),
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
          body: bodyText,
          operation: 'importing a batch',
        },
        {
          permission: needed.length === 1 ? (needed[0] ?? null) : null,
          permissionChoices: needed,
          notFound: `The service has no import endpoint at ${IMPORT_PATH}. Check the connection’s service address.`,
          conflict:
            'The service refused this batch: its idempotency key was already used for a different batch. Nothing was applied. This is a fault in Kikan Desk; please report it.',
          withProblems: true,
        },
        { signal, deadlineMs, onAttempt, resendsInCaller: true },
      );
      const answer: AnswerRecord = { status: response.status, text: redact(response.body) };
      let reading;
      try {
        reading = readImportResult(parseJsonBody(response.body, 'the import', redact));
      } catch (error) {
        throw error instanceof KikanError ? new AnsweredError(error, answer) : error;
      }
      if (!reading.ok) {
        const unread = badResponse(
          `The service confirmed the import, but its answer could not be read (${reading.problem}).`,
        );
        throw new AnsweredError(unread, answer);
      }
      return { ...answer, result: reading.result };
    },
  };
}
