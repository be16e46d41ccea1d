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

  test('hands its secret to no process that asks: only the opened address carries it', async ({
    app,
    page,
    request,
  }) => {
    const secret = new URL(app.bridge.openUrl).hash.replace('#bridge=', '');
    expect(secret.length).toBeGreaterThan(20);
    // What any local process (curl) can fetch: the shim and the page hold no secret.
    for (const path of ['__bridge/shim.js', '', 'index.html']) {
      const response = await request.get(new URL(path, app.bridge.url).href);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).not.toContain(secret);
      expect(JSON.stringify(response.headers()), path).not.toContain(secret);
    }
    // Without the secret, nothing: no call, no event stream.
    const call = await request.post(
      new URL('__bridge/call/connections.list', app.bridge.url).href,
      {
        data: {},
      },
    );
    expect(call.status()).toBe(403);
    expect(await call.text()).not.toContain('profiles');
    // With it, the call answers (so the 403 above is the secret's doing).
    const withSecret = await request.post(
      new URL('__bridge/call/connections.list', app.bridge.url).href,
      { data: {}, headers: { 'x-kikan-bridge': secret } },
    );
    expect(withSecret.status()).toBe(200);
    // The page took its key out of the address bar, and keeps working after a reload.
    expect(page.url()).not.toContain(secret);
    expect(page.url().startsWith(app.bridge.url)).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => window.kikan.app.info({}))).toMatchObject({ ok: true });
  });

  test('a page opened without the key gets nothing from main', async ({ app, browser }) => {
    const stranger = await browser.newPage();
    await stranger.goto(app.bridge.url);
    const answer = await stranger.evaluate(() => window.kikan.app.info({}));
    expect(answer).toMatchObject({ ok: false, error: { kind: 'internal' } });
    await stranger.close();
  });

  test('the page itself reaches main through window.kikan', async ({ app, page }) => {
    const info = await page.evaluate(() => window.kikan.app.info({}));
    expect(info).toMatchObject({ ok: true, value: { version: '0.1.0-e2e', demoAvailable: true } });
    const invalid = await page.evaluate(() =>
      window.kikan.vouchers.browse({ kind: 'nonsense' } as unknown as { kind: 'leases' }),
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
