import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORE_LOG_NAME, RotatingLog } from '../../../main/log/rotating-log.ts';

const root = mkdtempSync(join(tmpdir(), 'kikan-log-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('rotating log', () => {
  it('writes one line per event with its fields', () => {
    const log = new RotatingLog(join(root, 'a'), { now: () => new Date('2026-01-02T03:04:05Z') });
    log.write('service-call', { method: 'GET', path: '/leases', status: 200, ms: 12 });
    expect(readFileSync(log.path, 'utf8')).toBe(
      '2026-01-02T03:04:05.000Z service-call method=GET path=/leases status=200 ms=12\n',
    );
  });

  it('keeps a value on its line: no forged entries', () => {
    const log = new RotatingLog(join(root, 'b'));
    log.write('event', { path: '/x\n2026-01-01T00:00:00.000Z app-start forged=yes' });
    expect(readFileSync(log.path, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('rotates by size and keeps only the newest files', () => {
    const dir = join(root, 'c');
    const log = new RotatingLog(dir, { maxBytes: 200, keep: 2 });
    for (let i = 0; i < 40; i++) log.write('event', { n: i, pad: 'x'.repeat(40) });
    expect(readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const file of readdirSync(dir)) expect(statSync(join(dir, file)).size).toBeLessThan(400);
    expect(readFileSync(join(dir, 'main.log'), 'utf8')).toContain('n=39');
    expect(readFileSync(join(dir, 'main.1.log'), 'utf8')).not.toContain('n=39');
  });

  it.skipIf(process.platform === 'win32')('is readable by its owner only', () => {
    const log = new RotatingLog(join(root, 'd'), { maxBytes: 50 });
    log.write('one', { pad: 'x'.repeat(60) });
    log.write('two');
    expect(statSync(log.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, 'd', 'main.1.log')).mode & 0o777).toBe(0o600);
  });

  it.skipIf(process.platform === 'win32')(
    'tightens a log and its rotated files left readable by others, at every open',
    () => {
      const dir = join(root, 'e');
      mkdirSync(dir, { mode: 0o700 });
      for (const file of ['main.log', 'main.1.log', 'main.4.log']) {
        writeFileSync(join(dir, file), 'old line\n', { mode: 0o644 });
        chmodSync(join(dir, file), 0o644);
      }
      const log = new RotatingLog(dir);
      for (const file of ['main.log', 'main.1.log', 'main.4.log'])
        expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
      log.write('after');
      expect(statSync(log.path).mode & 0o777).toBe(0o600);
      expect(readFileSync(log.path, 'utf8')).toMatch(/^old line\n.* after\n$/);
    },
  );

  it('gives the core process a file of its own: two writers never rotate one file', () => {
    const dir = join(root, 'f');
    const main = new RotatingLog(dir, { maxBytes: 200, keep: 2 });
    const core = new RotatingLog(dir, { maxBytes: 200, keep: 2, name: CORE_LOG_NAME });
    expect(core.path).not.toBe(main.path);
    for (let i = 0; i < 30; i++) {
      main.write('main-event', { n: i, pad: 'x'.repeat(30) });
      core.write('core-event', { n: i, pad: 'y'.repeat(30) });
    }
    expect(readdirSync(dir).sort()).toEqual([
      'core.1.log',
      'core.2.log',
      'core.log',
      'main.1.log',
      'main.2.log',
      'main.log',
    ]);
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text.includes('core-event')).toBe(file.startsWith('core'));
      expect(text.includes('main-event')).toBe(file.startsWith('main'));
    }
  });
});
