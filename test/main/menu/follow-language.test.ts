// The menu follows a language change made through the window's calls, which cross as JSON text.
import { describe, expect, it } from 'vitest';
import type { CallRunner } from '../../../main/ipc/ipc-binding.ts';
import { menuFollowsLanguage } from '../../../main/menu/follow-language.ts';

function runner(answer: unknown): CallRunner {
  return () => Promise.resolve(JSON.stringify(answer));
}

async function rebuildsAfter(name: string, input: unknown, answer: unknown): Promise<boolean> {
  let rebuilt = false;
  const run = menuFollowsLanguage(runner(answer), () => {
    rebuilt = true;
    return Promise.resolve();
  });
  const text = await run(name, JSON.stringify(input), new AbortController().signal);
  expect(JSON.parse(text)).toEqual(answer);
  return rebuilt;
}

describe('menuFollowsLanguage', () => {
  const ok = { ok: true, value: { language: 'ja', theme: 'system' } };

  it('rebuilds the menu after a successful language change', async () => {
    expect(await rebuildsAfter('settings.update', { language: 'ja' }, ok)).toBe(true);
  });

  it('leaves it after a theme change, a refused change or another call', async () => {
    expect(await rebuildsAfter('settings.update', { theme: 'dark' }, ok)).toBe(false);
    const refused = { ok: false, error: { kind: 'invalid_input', message: 'no', fields: [] } };
    expect(await rebuildsAfter('settings.update', { language: 'xx' }, refused)).toBe(false);
    expect(await rebuildsAfter('settings.get', { language: 'ja' }, ok)).toBe(false);
  });
});
