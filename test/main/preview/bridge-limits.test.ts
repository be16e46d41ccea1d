// What the preview's bridge takes and what it answers: a body of at most 1 MB, and an answer to
// such a body that stays small however the body repeats itself. Real parts: the bridge's routes
// on a loopback HTTP server, the core in a Node child process, fetch.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewCore } from '../../../main/preview/preview-core.ts';
import { startTestPreviewCore } from '../../support/preview-core.ts';
import { MAX_BODY_BYTES, createBridgeRoutes } from '../../../main/preview/routes.ts';
import { SECRET_HEADER } from '../../../main/preview/shim.ts';

const SECRET = 'bridge-limits-test-secret';
let core: PreviewCore;
let userDataDir: string;
let server: Server;
let base = '';

beforeAll(async () => {
  userDataDir = mkdtempSync(join(tmpdir(), 'kikan-bridge-limits-'));
  core = await startTestPreviewCore(userDataDir);
  const routes = createBridgeRoutes(core, SECRET);
  server = createServer((request, response) => {
    if (!routes.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await core.stop();
  rmSync(userDataDir, { recursive: true, force: true });
});

async function post(name: string, body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}/__bridge/call/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_HEADER]: SECRET },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** A drafts.save of `rows` empty objects, padded with spaces to exactly `bytes`. */
function emptyRows(rows: number, bytes: number): string {
  const json = `{"profileId":"p","grid":"brands","deletes":[],"upserts":[${Array(rows).fill('{}').join(',')}]}`;
  expect(json.length).toBeLessThanOrEqual(bytes);
  return json + ' '.repeat(bytes - json.length);
}

describe('a 1 MB body through the bridge', () => {
  it('of empty rows past the row limit, or within it, is answered with at most 64 kB', async () => {
    for (const rows of [333_000, 199_999]) {
      const body = emptyRows(rows, MAX_BODY_BYTES);
      expect(Buffer.byteLength(body)).toBe(1_000_000);
      const started = performance.now();
      const answer = await post('drafts.save', body);
      console.log(
        `bridge: 1 MB body of ${rows.toLocaleString('en')} empty rows answered in ` +
          `${(performance.now() - started).toFixed(0)} ms with ${String(answer.text.length)} characters`,
      );
      expect(answer.status).toBe(200);
      expect(answer.text.length).toBeLessThanOrEqual(64_000);
      expect(JSON.parse(answer.text)).toMatchObject({
        ok: false,
        error: { kind: 'invalid_input' },
      });
    }
  }, 60_000);

  it('six at once are each answered small, and the core answers on', async () => {
    const body = emptyRows(333_000, MAX_BODY_BYTES);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('drafts.save', body)));
    for (const answer of answers) expect(answer.text.length).toBeLessThanOrEqual(64_000);
    expect(JSON.parse((await post('app.info', '{}')).text)).toMatchObject({ ok: true });
  }, 60_000);

  it('one byte more is refused before it reaches the core', async () => {
    const answer = await post('drafts.save', emptyRows(1000, MAX_BODY_BYTES + 1));
    expect(answer).toEqual({ status: 413, text: 'Too large' });
    expect(JSON.parse((await post('app.info', '{}')).text)).toMatchObject({ ok: true });
  });
});
