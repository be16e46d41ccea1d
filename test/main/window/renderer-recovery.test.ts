import { describe, expect, it } from 'vitest';
import {
  reloadAfterCrash,
  type RecoverableContents,
} from '../../../main/window/renderer-recovery.ts';
import { FakeWebContents } from './fake-electron.ts';

// A crashed renderer is reloaded once; a crash loop is not. A fake webContents: no Electron binary
// runs here (see fake-electron.ts), so this checks what our code asks of Electron.

class CrashingContents extends FakeWebContents {
  reloads = 0;
  destroyed = false;
  reload(): void {
    this.reloads += 1;
  }
  override isDestroyed(): boolean {
    return this.destroyed;
  }
  crash(reason = 'crashed'): void {
    this.fire('render-process-gone', { reason, exitCode: 133 });
  }
}

function setUp() {
  const contents = new CrashingContents();
  let time = 1_000_000;
  const logged: Record<string, string | number>[] = [];
  // Electron's typed `on` overload, over the fake's untyped listeners.
  const target: RecoverableContents = {
    on: (event, listener) => contents.on(event, listener as (...args: unknown[]) => void),
    reload: () => {
      contents.reload();
    },
    isDestroyed: () => contents.isDestroyed(),
  };
  reloadAfterCrash(target, {
    now: () => time,
    log: (_event, fields) => logged.push(fields),
  });
  return {
    contents,
    logged,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('reload after a renderer crash', () => {
  it('reloads the contents once after a crash, and logs it', () => {
    const { contents, logged } = setUp();
    contents.crash('oom');
    expect(contents.reloads).toBe(1);
    expect(logged).toEqual([{ reason: 'oom', exitCode: 133, action: 'reloaded' }]);
  });

  it('does not reload again when the reloaded page crashes soon after (a crash loop)', () => {
    const { contents, logged, advance } = setUp();
    contents.crash();
    advance(5_000);
    contents.crash();
    advance(5_000);
    contents.crash();
    expect(contents.reloads).toBe(1);
    expect(logged.map((f) => f.action)).toEqual([
      'reloaded',
      'not-reloaded-crash-loop',
      'not-reloaded-crash-loop',
    ]);
  });

  it('reloads again after a crash long after the last reload', () => {
    const { contents, advance } = setUp();
    contents.crash();
    advance(61_000);
    contents.crash('killed');
    expect(contents.reloads).toBe(2);
  });

  it('leaves a renderer that exited cleanly, or a window being destroyed, alone', () => {
    const { contents } = setUp();
    contents.crash('clean-exit');
    contents.destroyed = true;
    contents.crash('crashed');
    expect(contents.reloads).toBe(0);
  });
});
