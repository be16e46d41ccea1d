// A list page read a row at a time (voucher-page-reader.ts): for any envelope it reads what
// parsing the whole body did (normaliseVoucherPage), counts rows as it parses them and stops at
// the budget, lets other work in every slice, cleans credentials from every row, and refuses a
// body that is not JSON as before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KikanError } from '../../../app/errors.ts';
import { DEEP_JSON_KEY, type JsonValue } from '../../../app/resources/json.ts';
import { redactorFor } from '../../../main/client/redaction.ts';
import { normaliseVoucherPage } from '../../../main/client/voucher-normalise.ts';
import { readVoucherPage } from '../../../main/client/voucher-page-reader.ts';

const none = redactorFor({});
const now = () => Promise.resolve();

async function kindOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'no error';
  } catch (error) {
    if (error instanceof KikanError) return error.error.kind;
    throw error;
  }
}

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (error instanceof KikanError) return { error: error.error.kind };
    throw error;
  }
}

describe('reading a list page a row at a time', () => {
  it('reads what parsing the whole body read, for any envelope', async () => {
    const row = fc.oneof(
      fc.record({ id: fc.string({ maxLength: 4 }), note: fc.jsonValue({ maxDepth: 3 }) }),
      fc.record({ number: fc.integer() }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const envelope = fc.oneof(
      fc.array(row, { maxLength: 6 }),
      fc.dictionary(
        fc.constantFrom('data', 'items', 'purchase_orders', 'meta', 'x', 'has_more', 'next'),
        fc.oneof(fc.array(row, { maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })),
      ),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(envelope, fc.boolean(), async (body, spaced) => {
        const text = JSON.stringify(body, null, spaced ? 2 : undefined);
        const whole = outcome(() => normaliseVoucherPage('purchase_orders', body as JsonValue));
        let sliced: unknown;
        try {
          const page = await readVoucherPage('purchase_orders', text, none, { pause: now });
          sliced = { rows: page.rows, nextCursor: page.nextCursor };
        } catch (error) {
          if (!(error instanceof KikanError)) throw error;
          sliced = { error: error.error.kind };
        }
        expect(sliced).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('stops at the row budget and at the byte budget, keeping the rows before', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: `PO-${String(i)}` }));
    const text = JSON.stringify({ data: rows, has_more: false });
    const byRows = await readVoucherPage('purchase_orders', text, none, {
      budget: { rows: 4, bytes: 1e9 },
    });
    expect(byRows.rows.map((row) => row.id)).toEqual(['PO-0', 'PO-1', 'PO-2', 'PO-3']);
    expect(byRows).toMatchObject({ cut: 'rows', nextCursor: 'PO-3' });
    const one = JSON.stringify(rows[0]).length;
    const byBytes = await readVoucherPage('purchase_orders', text, none, {
      budget: { rows: 100, bytes: one * 3 + 1 },
    });
    expect(byBytes.rows).toHaveLength(3);
    expect(byBytes).toMatchObject({ cut: 'bytes', bytes: one * 3, nextCursor: 'PO-2' });
    const whole = await readVoucherPage('purchase_orders', text, none);
    expect(whole).toMatchObject({ cut: null, nextCursor: null });
    expect(whole.rows).toHaveLength(10);
  });

  it('lets other work in every slice of rows', async () => {
    const text = JSON.stringify(Array.from({ length: 1000 }, (_, i) => ({ id: String(i) })));
    let pauses = 0;
    const page = await readVoucherPage('purchase_orders', text, none, {
      sliceRows: 100,
      pause: () => {
        pauses += 1;
        return Promise.resolve();
      },
    });
    expect(page.rows).toHaveLength(1000);
    expect(pauses).toBeGreaterThanOrEqual(10);
  });

  it('takes every form of the token out of each row', async () => {
    const token = 'svc_tok_page_reader_secret_0001';
    const text = JSON.stringify([
      { id: 'PO-1', note: `echo ${token}` },
      { id: 'PO-2', deep: { [token]: [token] } },
    ]).replace('svc_tok_page', '\\u0073vc_tok_page');
    const page = await readVoucherPage('purchase_orders', text, redactorFor({ token }));
    expect(JSON.stringify(page.rows)).not.toContain(token);
    expect(page.rows.map((row) => row.id)).toEqual(['PO-1', 'PO-2']);
  });

  it('keeps a value nested 300,000 deep as its marked text, credentials taken out of it', async () => {
    const token = 'svc_tok_page_reader_secret_0002';
    const deep = `${'['.repeat(300_000)}"${token}\\n"${']'.repeat(300_000)}`;
    const text = `{"data":[{"id":"PO-1","tree":${deep}}]}`;
    const page = await readVoucherPage('purchase_orders', text, redactorFor({ token }));
    const shown = JSON.stringify(page.rows);
    expect(shown).not.toContain(token);
    expect(shown).toContain(DEEP_JSON_KEY);
    expect(page.rows.map((row) => row.id)).toEqual(['PO-1']);
  });

  it('refuses what is not JSON, or JSON with more after it', async () => {
    for (const text of ['', '[{"id":"1"},]', '[{"id":"1"}] x', '{"data":[{"id":"1"}', '<html>']) {
      expect(await kindOf(readVoucherPage('purchase_orders', text, none))).toBe('bad_response');
    }
  });
});
