import { type StandIn } from '../support/stand-in.ts';
import { expect, test, QUICK_RATE_WINDOW_MS } from './support/fixtures.ts';
import { openRoute } from './support/routes.ts';

// Amounts and dates as each language writes them, on the screens that show them: a purchase
// order's lines (unit cost and amount with their currency's minor units: USD 2 digits, JPY
// none), its dates (Nov 27, 2026 / 2026/11/27) and the Connect screen's last use.

test.use({ standInOptions: { size: 80, rateWindowMs: QUICK_RATE_WINDOW_MS } });
test.use({ pacingWindowMs: QUICK_RATE_WINDOW_MS });

type Row = { id: string; lines?: Array<Record<string, unknown>> };

/** A purchase order with lines in the currency, read straight from the stand-in. */
async function orderIn(standIn: StandIn, currency: string): Promise<string> {
  let after: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const query = after === null ? '' : `?starting_after=${encodeURIComponent(after)}`;
    const response = await fetch(`${standIn.url}/purchase_orders${query}`, {
      headers: { Authorization: `Bearer ${standIn.app('demo', 'full').token}` },
    });
    const body = (await response.json()) as Row[] | { data: Row[] };
    const rows = Array.isArray(body) ? body : body.data;
    const found = rows.find((row) => row.lines?.some((l) => l['currency_code'] === currency));
    if (found !== undefined) return found.id;
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? null;
  }
  throw new Error(`no purchase order in ${currency}`);
}

const FORMS = {
  en: {
    day: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    moment: /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
  },
  ja: { day: /^\d{4}\/\d{2}\/\d{2}$/, moment: /^\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2}$/ },
} as const;

for (const language of ['en', 'ja'] as const) {
  test(`amounts carry their currency's minor units and dates the language's form (${language})`, async ({
    app,
    connect,
    page,
    standIn,
  }) => {
    await connect.connectWithToken('Formats', standIn.url, standIn.app('demo', 'full').token);
    await app.core.handlers['settings.update']({ language }, {});
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const forms = FORMS[language];

    // Connect: the connection's last use, a date and time in the language's form.
    await openRoute(page, '#/connect');
    const lastUsed = page.getByTestId('connection-last-used');
    await expect(lastUsed).toHaveText(forms.moment);

    for (const [currency, digits] of [
      ['USD', /^-?[\d,]+\.\d{2}$/],
      ['JPY', /^-?[\d,]+$/],
    ] as const) {
      const number = await orderIn(standIn, currency);
      await openRoute(page, `#/vouchers/purchase_orders/${number}`);
      const lines = page.getByTestId('lines-table');
      const money = lines.locator(`[data-currency="${currency}"]`);
      await expect(money.first()).toBeVisible();
      const shown = await money.allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text.trim()).toMatch(digits);
      // The dates of the voucher, each in the language's form with the sent value kept.
      const dates = page.locator('time[datetime]');
      await expect(dates.first()).toBeVisible();
      for (const text of await dates.allTextContents()) expect(text.trim()).toMatch(forms.day);
    }
  });
}
