import { describe, expect, it } from 'vitest';
import { joinNumbers } from '../../renderer/src/lib/number-joins.ts';

// A Japanese sentence never breaks between a number and its unit, nor between a count's word
// and its number ("更新 0 / 件" broke so); spaces between words are left alone.

const NBSP = '\u00a0';

describe('number joins', () => {
  it('hold a number to the unit after it and the word before it', () => {
    expect(joinNumbers('作成 3 件、更新 0 件')).toBe(
      `作成${NBSP}3${NBSP}件、更新${NBSP}0${NBSP}件`,
    );
    expect(joinNumbers('最初の 1,200 行')).toBe(`最初の${NBSP}1,200${NBSP}行`);
    expect(joinNumbers('上限 32 MB')).toBe(`上限${NBSP}32${NBSP}MB`);
  });

  it('leave other spaces as they are', () => {
    expect(joinNumbers('PRD-001 の明細')).toBe('PRD-001 の明細');
    expect(joinNumbers('Lines known for 12 of 90')).toBe('Lines known for 12 of 90');
  });
});
