import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPacerRegistry } from '../../../main/client/pacer-registry.ts';
import { createFakeClock } from './fake-clock.ts';

describe('createPacerRegistry', () => {
  const token = 'svc_tok_registry_secret_value';

  it('hands out one pacer per token, with the spec’s 120-call limit, shared by every user of the token', () => {
    const registry = createPacerRegistry({ windowMs: 2000 });
    const first = registry.forToken(token);
    expect(registry.forToken(token)).toBe(first);
    expect(registry.forToken('svc_tok_other')).not.toBe(first);
    expect(first.limit).toBe(120);
    expect(first.windowMs).toBe(2000);
  });

  it('keys token pacers by SHA-256, never by the token itself', () => {
    const registry = createPacerRegistry();
    const key = registry.tokenKey(token);
    expect(key).not.toContain(token);
    expect(key).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('hands out one 30-request pacer per (service, client) for token requests', () => {
    const registry = createPacerRegistry();
    const pacer = registry.forTokenRequests('http://127.0.0.1:1/', 'svc_app_a');
    expect(pacer.limit).toBe(30);
    expect(registry.forTokenRequests('http://127.0.0.1:1', 'svc_app_a')).toBe(pacer);
    expect(registry.forTokenRequests('http://127.0.0.1:1', 'svc_app_b')).not.toBe(pacer);
    expect(registry.forToken(token)).not.toBe(pacer);
  });

  it('reports pauses and resumes with the pacer’s key', async () => {
    const clock = createFakeClock();
    const seen: [string, number | null][] = [];
    const registry = createPacerRegistry({
      now: clock.now,
      sleep: clock.sleep,
      onPacingChange: (key, resumeAt) => seen.push([key, resumeAt]),
    });
    const until = clock.now() + 1000;
    registry.forToken(token).pause(until);
    await clock.advance(1000);
    expect(seen).toEqual([
      [registry.tokenKey(token), until],
      [registry.tokenKey(token), null],
    ]);
  });

  it('starts afresh after forgetToken', () => {
    const registry = createPacerRegistry();
    const first = registry.forToken(token);
    registry.forgetToken(token);
    expect(registry.forToken(token)).not.toBe(first);
  });
});
