import { describe, expect, it } from 'vitest';
import { BLAME_WINDOW_MS, CrashBlame } from '../../../main/core-process/crash-blame.ts';

// Which call a core's end is charged to, on the test's clock (test/main/core-process/
// crash-limits.test.ts shows the same with real core processes that are killed).

describe('charging a core’s end', () => {
  it('charges the call that ran longest, and refuses a name charged twice within a minute', () => {
    let now = 0;
    const blame = new CrashBlame(() => now);
    const core = {};
    blame.start(core, 'drafts.save');
    now += 5;
    blame.start(core, 'app.info');
    expect(blame.crashed(core)).toBe('drafts.save');
    now += BLAME_WINDOW_MS + 1; // a minute later: the first charge has lapsed
    const next = {};
    blame.start(next, 'drafts.save');
    expect(blame.crashed(next)).toBe('drafts.save');
    expect(blame.refusal('drafts.save')).toBeNull();
    now += 1_000;
    const third = {};
    blame.start(third, 'drafts.save');
    expect(blame.crashed(third)).toBe('drafts.save');
    expect(blame.refusal('drafts.save')).toMatch(/twice within a minute/);
    expect(blame.refusal('app.info')).toBeNull();
  });

  it('forgets calls that answered, and keeps no name outside the contract', () => {
    let now = 0;
    const blame = new CrashBlame(() => now);
    const core = {};
    blame.start(core, 'vouchers.loadAll')(false);
    for (let i = 0; i < 3000; i++) blame.start(core, `x${'y'.repeat(15_000)}${String(i)}`);
    now += 1;
    expect(blame.crashed(core)).toBeNull();
    // A call that answered core_restarted stays charged even if it answered first.
    const next = {};
    blame.start(next, 'imports.preview')(true);
    expect(blame.crashed(next)).toBe('imports.preview');
  });
});
