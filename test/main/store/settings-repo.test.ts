import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../app/settings.ts';
import { openTempStore, sampleProfile, tempDbPath, thrownKind } from './temp-store.ts';

describe('settings repository', () => {
  it('starts with the defaults and keeps updates across reopening', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    expect(store.settings.get()).toEqual(DEFAULT_SETTINGS);
    expect(store.settings.update({ language: 'ja' })).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'ja',
    });
    expect(store.settings.update({ theme: 'dark' })).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'ja',
      theme: 'dark',
    });
    store.close();
    expect(openTempStore(path).settings.get()).toEqual({
      ...DEFAULT_SETTINGS,
      language: 'ja',
      theme: 'dark',
    });
  });

  it('refuses values outside the schema with invalid_input and stores nothing', () => {
    const store = openTempStore();
    const bad = { language: 'klingon' } as unknown as Partial<Settings>;
    expect(thrownKind(() => store.settings.update(bad))).toBe('invalid_input');
    expect(store.settings.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('reads a stored value it does not understand as the default', () => {
    const path = tempDbPath();
    openTempStore(path).settings.update({ theme: 'dark', language: 'en' });
    const db = new DatabaseSync(path);
    db.prepare("UPDATE settings SET value = '\"sepia\"' WHERE key = 'theme'").run();
    db.close();
    expect(openTempStore(path).settings.get()).toEqual({ ...DEFAULT_SETTINGS, language: 'en' });
  });

  it('keeps the problem pane’s fold and height, and refuses a height outside its bounds', () => {
    const path = tempDbPath();
    const store = openTempStore(path);
    store.settings.update({ problemPaneOpen: false, problemPaneHeight: 240 });
    store.close();
    const again = openTempStore(path);
    expect(again.settings.get()).toMatchObject({ problemPaneOpen: false, problemPaneHeight: 240 });
    expect(thrownKind(() => again.settings.update({ problemPaneHeight: 5 }))).toBe('invalid_input');
    expect(again.settings.get().problemPaneHeight).toBe(240);
  });

  it('remembers the active profile, clears it, and forgets it when the profile is deleted', () => {
    const store = openTempStore();
    const profile = store.profiles.create(sampleProfile);
    expect(store.settings.getActiveProfileId()).toBeNull();
    store.settings.setActiveProfileId(profile.id);
    expect(store.settings.getActiveProfileId()).toBe(profile.id);
    store.settings.setActiveProfileId(null);
    expect(store.settings.getActiveProfileId()).toBeNull();

    store.settings.setActiveProfileId(profile.id);
    store.profiles.delete(profile.id);
    expect(store.settings.getActiveProfileId()).toBeNull();
    expect(
      thrownKind(() => {
        store.settings.setActiveProfileId('nobody');
      }),
    ).toBe('not_found');
  });
});
