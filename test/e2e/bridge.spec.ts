import { expect, test } from './support/fixtures.ts';

test.describe('loopback test bridge', () => {
  test('refuses calls and event streams without its secret', async ({ app, request }) => {
    const call = new URL('__bridge/call/app.info', app.bridge.url).href;
    const noSecret = await request.post(call, { data: {} });
    expect(noSecret.status()).toBe(403);
    const wrongSecret = await request.post(call, {
      data: {},
      headers: { 'x-kikan-bridge': 'guess' },
    });
    expect(wrongSecret.status()).toBe(403);
    const events = await request.get(new URL('__bridge/events', app.bridge.url).href);
    expect(events.status()).toBe(403);
    // Another site's page may not load the shim (it carries the secret).
    const shim = await request.get(new URL('__bridge/shim.js', app.bridge.url).href, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(shim.status()).toBe(403);
  });

  test('the page itself reaches main through window.kikan', async ({ app, page }) => {
    const info = await page.evaluate(() => window.kikan.app.info({}));
    expect(info).toMatchObject({ ok: true, value: { version: '0.1.0-e2e', demoAvailable: true } });
    const invalid = await page.evaluate(() =>
      window.kikan.vouchers.page({ kind: 'nonsense' } as unknown as { kind: 'leases' }),
    );
    expect(invalid).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
    expect(app.cspViolations).toEqual([]);
  });

  test('the renderer keeps its strict Content-Security-Policy', async ({ app, page }) => {
    // Sent as a header by the app scheme's handler (the one place it is written).
    const index = await page.request.get(app.bridge.url);
    const policy = index.headers()['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|https?:/);

    // Code the page itself runs later (not this test's evaluate, which DevTools exempts):
    // a string timer needs eval, an injected inline script needs 'unsafe-inline'.
    await page.evaluate(() => {
      const blocked: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        blocked.push(event.violatedDirective);
        document.body.dataset['cspBlocked'] = blocked.join(' ');
      });
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the string is the point
      window.setTimeout('document.body.dataset.evalRan = "yes"', 0);
      const inline = document.createElement('script');
      inline.textContent = 'document.body.dataset.inlineRan = "yes"';
      document.head.append(inline);
    });
    const body = page.locator('body');
    await expect(body).toHaveAttribute('data-csp-blocked', /script-src.*script-src/);
    expect(await body.getAttribute('data-eval-ran')).toBeNull();
    expect(await body.getAttribute('data-inline-ran')).toBeNull();
    // Those two refusals are the only CSP reports the page may have produced.
    expect(app.cspViolations).toHaveLength(2);
    app.cspViolations.length = 0;
  });
});
