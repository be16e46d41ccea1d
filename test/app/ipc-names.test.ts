// The preload bundles only app/ipc/names.ts; these lists must name exactly the contract's entries.
import { describe, expect, it } from 'vitest';
import { CALL_NAMES, EVENT_NAMES } from '../../app/ipc/contract.ts';
import { CALL_NAME_LIST, EVENT_NAME_LIST } from '../../app/ipc/names.ts';

const sorted = (names: readonly string[]): string[] => [...names].sort();

describe('the preload name lists', () => {
  it('name every call of the contract and nothing else (add new calls to app/ipc/names.ts)', () => {
    expect(sorted(CALL_NAME_LIST)).toEqual(sorted(CALL_NAMES));
    expect(new Set(CALL_NAME_LIST).size).toBe(CALL_NAME_LIST.length);
  });

  it('name every event of the contract and nothing else (add new events to app/ipc/names.ts)', () => {
    expect(sorted(EVENT_NAME_LIST)).toEqual(sorted(EVENT_NAMES));
    expect(new Set(EVENT_NAME_LIST).size).toBe(EVENT_NAME_LIST.length);
  });
});
