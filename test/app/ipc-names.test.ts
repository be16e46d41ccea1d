// The IPC names are written down once, as the contract's keys: the preload's build defines them
// from the contract (main/preload/ipc-names.ts), and no hand-kept list repeats them.
// test/main/preload/preload-build.test.ts shows the built preload exposes exactly these.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES, EVENT_NAMES } from '../../app/ipc/contract.ts';
import { IPC_NAMES_GLOBAL, ipcNamesDefine } from '../../main/preload/ipc-names.ts';

const root = resolve(import.meta.dirname, '../..');

describe('the preload names', () => {
  it('are the contract’s calls and events, as the preload build defines them', () => {
    const defined = JSON.parse(ipcNamesDefine()[IPC_NAMES_GLOBAL] ?? 'null') as {
      calls: string[];
      events: string[];
    };
    expect(defined.calls).toEqual(CALL_NAMES);
    expect(defined.events).toEqual(EVENT_NAMES);
    expect(new Set(defined.calls).size).toBe(CALL_NAMES.length);
  });

  it('are kept in no list besides the contract', () => {
    for (const file of ['app/ipc/names.ts', 'main/preload/index.ts']) {
      const source = readFileSync(resolve(root, file), 'utf8');
      const listed = [...CALL_NAMES, ...EVENT_NAMES].filter((name) => source.includes(`'${name}'`));
      expect(listed, file).toEqual([]);
    }
  });
});
