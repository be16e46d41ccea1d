import type { StandIn } from '../support/stand-in.ts';

// Small HTTP helpers for the stand-in's tests. Every call goes over loopback HTTP.

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export async function call(
  standIn: Pick<StandIn, 'url'>,
  path: string,
  init: { method?: string; token?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token !== undefined) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(new URL(path, standIn.url), {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export function postImport(
  standIn: Pick<StandIn, 'url'>,
  token: string,
  key: string | null,
  body: unknown,
): Promise<Reply> {
  return call(standIn, '/v1/imports', {
    method: 'POST',
    token,
    headers: key === null ? {} : { 'Idempotency-Key': key },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function requestToken(
  standIn: Pick<StandIn, 'url'>,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return call(standIn, '/v1/oauth/token', { method: 'POST', headers, body: JSON.stringify(body) });
}

export function basic(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

export type Row = Record<string, unknown>;

/** The rows of a list page in either envelope style, plus has_more when the page says it. */
export function pageRows(json: unknown): { rows: Row[]; hasMore: boolean | null } {
  if (Array.isArray(json)) return { rows: json as Row[], hasMore: null };
  const page = json as { data: Row[]; has_more: boolean };
  return { rows: page.data, hasMore: page.has_more };
}

/** Pages through a list with starting_after until the end signal; bounded so it cannot loop forever. */
export async function readAllPages(
  standIn: Pick<StandIn, 'url'>,
  path: string,
  token: string,
  maxPages = 200,
): Promise<{ rows: Row[]; pages: number; pageSizes: number[] }> {
  const rows: Row[] = [];
  const pageSizes: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const url =
      cursor === null ? path : `${path}${separator}starting_after=${encodeURIComponent(cursor)}`;
    const reply = await call(standIn, url, { token });
    if (reply.status !== 200) throw new Error(`GET ${url} → ${reply.status} ${reply.text}`);
    const { rows: pageRowsFound, hasMore } = pageRows(reply.json);
    pageSizes.push(pageRowsFound.length);
    rows.push(...pageRowsFound);
    if (pageRowsFound.length === 0 || hasMore === false)
      return { rows, pages: page + 1, pageSizes };
    cursor = String(pageRowsFound[pageRowsFound.length - 1]?.id);
  }
  throw new Error(`no end of list after ${maxPages} pages`);
}

export async function adminJson(
  standIn: StandIn,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<unknown> {
  const response = await standIn.admin(path, init);
  if (!response.ok) throw new Error(`admin ${path} → ${response.status} ${await response.text()}`);
  return response.json();
}

export function catalogText(standIn: StandIn, workspace = 'demo'): Promise<string> {
  return standIn
    .admin(`/_admin/workspaces/${workspace}/catalog`, { method: 'GET' })
    .then((response) => response.text());
}

export interface Catalog {
  masters: Record<string, Array<Record<string, unknown>>>;
  products: Array<
    {
      product_code: string;
      name: string | null;
      brand_code: string | null;
      skus: Array<Record<string, string>>;
    } & Row
  >;
}

export async function catalog(standIn: StandIn, workspace = 'demo'): Promise<Catalog> {
  return (await adminJson(standIn, `/_admin/workspaces/${workspace}/catalog`, {
    method: 'GET',
  })) as Catalog;
}
