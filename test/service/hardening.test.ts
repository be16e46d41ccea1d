import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFault, statsOf } from '../support/stand-in-admin.ts';
import { startStandIn, type StandIn } from '../support/stand-in.ts';
import { call, catalog, postImport } from './helpers.ts';
import { until } from '../support/until.ts';

// The stand-in as a hostile or flaky client finds it: malformed paths, slow and huge bodies,
// broken text, HEAD, clients that leave, and a service that commits but answers too late.

let standIn: StandIn;
let token: string;
let keyNumber = 0;
const freshKey = () => `hardening-${++keyNumber}`;

beforeAll(async () => {
  standIn = await startStandIn({ size: 20, rateWindowMs: 1 });
  token = standIn.app('demo', 'full').token;
});
afterAll(async () => standIn.stop());

/** A raw connection to a stand-in; resolves `closed` with everything the server sent. */
function rawConnection(target: StandIn): { socket: Socket; closed: Promise<string> } {
  const { hostname, port } = new URL(target.url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<string>((done) => {
    socket.once('close', () => {
      done(received);
    });
  });
  return { socket, closed };
}

const importHead = (length: number, bearer: string) =>
  `POST /v1/imports HTTP/1.1\r\nHost: stand-in\r\nAuthorization: Bearer ${bearer}\r\n` +
  `Idempotency-Key: ${freshKey()}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('admin paths', () => {
  it('answers 400, not 500, for a malformed percent-encoding', async () => {
    for (const path of ['/_admin/workspaces/%E0%A4/catalog', '/_admin/workspaces/%zz/counts']) {
      const reply = await call(standIn, path, { headers: { 'X-Admin-Key': standIn.admin_key } });
      expect(reply.status, path).toBe(400);
      expect((reply.json as { error: string }).error).toBe('invalid_path');
    }
  });
});

describe('slow and partial bodies', () => {
  // Its own stand-in with short timeouts (the defaults are 60 s per request, 15 s idle).
  let impatient: StandIn;
  let bearer: string;
  beforeAll(async () => {
    impatient = await startStandIn({
      size: 0,
      rateWindowMs: 1,
      extraArgs: ['--idle-timeout-ms', '400', '--request-timeout-ms', '2000'],
    });
    bearer = impatient.app('demo', 'full').token;
  });
  afterAll(async () => impatient.stop());

  it('closes a connection whose body stops arriving, and logs one line without a stack', async () => {
    const { socket, closed } = rawConnection(impatient);
    socket.write(importHead(100, bearer) + '{"products": [');
    await closed; // the idle timeout closes it (the old server held it for five minutes)
    const line = await until(() => {
      const text = impatient.stderr();
      return text.includes('went away') && text;
    }, 'the log line');
    const lines = line.split('\n').filter((text) => text.includes('/v1/imports'));
    expect(lines).toHaveLength(1);
    expect(line).not.toMatch(/^\s+at /m);
  });

  it('answers 408 to a body that trickles in past the request timeout', async () => {
    const { socket, closed } = rawConnection(impatient);
    socket.write(importHead(10_000, bearer) + '{');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    const received = await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('logs a client that disconnects mid-body in one line', async () => {
    const before = impatient.stderr().split('\n').length;
    const { socket, closed } = rawConnection(impatient);
    socket.write(importHead(1_000, bearer) + '{"brands": [');
    await sleep(50);
    socket.destroy();
    await closed;
    const after = await until(() => {
      const lines = impatient
        .stderr()
        .split('\n')
        .slice(before - 1);
      return lines.some((text) => text.includes('went away')) && lines;
    }, 'the log line');
    expect(after.filter((text) => text.trim() !== '')).toHaveLength(1);
    expect(after.join('\n')).not.toMatch(/^\s+at /m);
  });
});

describe('body limits', () => {
  it('refuses a token request past a few KiB with 413', async () => {
    const app = standIn.app('demo', 'full');
    const reply = await call(standIn, '/v1/oauth/token', {
      method: 'POST',
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: app.client_id,
        client_secret: app.test_secret,
        padding: 'x'.repeat(20_000),
      }),
    });
    expect(reply.status).toBe(413);
    expect(reply.json).toMatchObject({ error: 'body_too_large', max_bytes: 8192 });
  });

  it('answers 413 and closes, rather than resetting, for a 45 MiB import body', async () => {
    const big = Buffer.alloc(45 * 1024 * 1024, 0x20);
    const reply = await fetch(new URL('/v1/imports', standIn.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': freshKey() },
      body: big,
    });
    expect(reply.status).toBe(413);
    expect(reply.headers.get('connection')).toBe('close');
    expect(await reply.json()).toMatchObject({ error: 'body_too_large' });
  });

  it('answers 413 to a streamed body without a declared length', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 45) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const reply = await fetch(new URL('/v1/imports', standIn.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': freshKey() },
      body,
      duplex: 'half',
    });
    expect(reply.status).toBe(413);
  });
});

describe('text', () => {
  it('refuses a lone surrogate in a name with 422 naming the field, and stores nothing', async () => {
    const body =
      '{"brands":[{"brand_code":"SUR-B","name":"ok"},{"brand_code":"SUR-C","name":"bad \\udc00"}],' +
      '"products":[{"product_code":"SUR-P","name":"half \\ud83d pair"}]}';
    const reply = await postImport(standIn, token, freshKey(), body);
    expect(reply.status).toBe(422);
    const paths = (reply.json as { problems: Array<{ path: string }> }).problems.map((p) => p.path);
    expect(paths).toEqual(['brands[1].name', 'products[0].name']);
    const stored = await catalog(standIn);
    expect(stored.products.some((p) => p.product_code === 'SUR-P')).toBe(false);
    expect(stored.masters.brands?.some((b) => b.brand_code === 'SUR-B')).toBe(false);
  });

  it('keeps a proper surrogate pair', async () => {
    const body = '{"products":[{"product_code":"SUR-OK","name":"smile \\ud83d\\ude00"}]}';
    expect((await postImport(standIn, token, freshKey(), body)).status).toBe(200);
    const stored = await catalog(standIn);
    expect(stored.products.find((p) => p.product_code === 'SUR-OK')?.name).toBe('smile 😀');
  });

  it('refuses a body that is not valid UTF-8 with 400', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"products":[{"product_code":"UTF-BAD","name":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}]}'),
    ]);
    const reply = await fetch(new URL('/v1/imports', standIn.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': freshKey() },
      body: bytes,
    });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toMatch(/UTF-8/);
  });
});

describe('HEAD', () => {
  it.each(['/purchase_orders', '/purchase_orders/PO-00000001', '/order_plans', '/leases'])(
    'answers HEAD %s like GET, without a body',
    async (path) => {
      const get = await fetch(new URL(path, standIn.url), {
        headers: { Authorization: `Bearer ${token}` },
      });
      const head = await fetch(new URL(path, standIn.url), {
        method: 'HEAD',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(head.status).toBe(get.status);
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      expect(await head.text()).toBe('');
    },
  );

  it('answers HEAD on admin reads', async () => {
    const reply = await fetch(new URL('/_admin/stats', standIn.url), {
      method: 'HEAD',
      headers: { 'X-Admin-Key': standIn.admin_key },
    });
    expect(reply.status).toBe(200);
  });

  it('lists HEAD in Allow when refusing a write to a voucher path', async () => {
    const reply = await call(standIn, '/leases', { method: 'POST', token, body: '{}' });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('fault: committed, then answered after the client gave up', () => {
  it('commits the import, answers too late, and replays the stored result to the resend', async () => {
    const before = await statsOf(standIn);
    await injectFault(standIn, {
      method: 'POST',
      path_prefix: '/v1/imports',
      kind: 'delay_after_commit',
      delay_ms: 1_000,
    });
    const key = freshKey();
    const body = JSON.stringify({ products: [{ product_code: 'LATE-1', name: 'late' }] });
    const send = () =>
      fetch(new URL('/v1/imports', standIn.url), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body,
        signal: AbortSignal.timeout(200),
      });
    await expect(send()).rejects.toThrow();
    const late = await until(async () => {
      const stats = await statsOf(standIn);
      return stats.answered_after_client_left > before.answered_after_client_left && stats;
    }, 'the answer after the client left');
    expect(late.imports.committed).toBe(before.imports.committed + 1);

    const again = await postImport(standIn, token, key, body);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toMatchObject({ products: [{ id: 'LATE-1', created: true }] });
    const after = await statsOf(standIn);
    expect(after.imports.committed).toBe(before.imports.committed + 1);
    expect(after.imports.replayed).toBe(before.imports.replayed + 1);
  });
});
