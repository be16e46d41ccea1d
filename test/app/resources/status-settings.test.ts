// The status settings' pure parts (issue 27): the palette, each value's one colour, names that
// default to the value itself, and the (de)serialiser the saved views' export reuses.
import { describe, expect, it } from 'vitest';
import {
  endingStatuses,
  mergeStatusSettings,
  parseStatusSettings,
  serializeStatusSettings,
  STATUS_PALETTE,
  statusColor,
  statusName,
  type StatusSettings,
} from '../../../app/resources/status-settings.ts';

const settings: StatusSettings = {
  statuses: [
    { value: 'received', names: { ja: '入荷済' }, ends: ['purchase_orders'] },
    { value: 'cancelled', names: { en: 'Cancelled' }, color: '#56B4E9', ends: [] },
  ],
  decided: ['purchase_orders'],
};

describe('status colours', () => {
  it('are twelve distinct colours, given by slot, skipping the ones chosen', () => {
    expect(new Set(STATUS_PALETTE).size).toBe(12);
    const none: StatusSettings = { statuses: [], decided: [] };
    const twelve = Array.from({ length: 12 }, (_, slot) => statusColor(none, `v${slot}`, slot));
    expect(new Set(twelve).size).toBe(12);
    expect(statusColor(none, 'v12', 12)).toBe(twelve[0]);
    // A chosen colour is the value's own, and no default takes it.
    expect(statusColor(settings, 'cancelled', 5)).toBe('#56B4E9');
    const others = Array.from({ length: 11 }, (_, slot) => statusColor(settings, `o${slot}`, slot));
    expect(others).not.toContain('#56B4E9');
    expect(new Set(others).size).toBe(11);
  });
});

describe('status names and endings', () => {
  it('name a value by the user’s word, else the value itself', () => {
    expect(statusName(settings, 'received', 'ja')).toBe('入荷済');
    expect(statusName(settings, 'received', 'en')).toBe('received');
    expect(statusName(settings, 'partially_received', 'ja')).toBe('partially_received');
  });

  it('end nothing in a kind the user has not decided', () => {
    expect(endingStatuses(settings, 'purchase_orders')).toEqual(['received']);
    expect(endingStatuses(settings, 'leases')).toBeNull();
  });
});

describe('the settings as JSON', () => {
  it('round-trip in a stable form', () => {
    const text = serializeStatusSettings(settings);
    expect(JSON.parse(text)).toMatchObject({ format: 'kikan-status-settings/1' });
    const back = parseStatusSettings(text);
    expect(back).toEqual({
      ok: true,
      settings: {
        statuses: [
          { value: 'cancelled', names: { en: 'Cancelled' }, color: '#56B4E9', ends: [] },
          { value: 'received', names: { ja: '入荷済' }, ends: ['purchase_orders'] },
        ],
        decided: ['purchase_orders'],
      },
    });
    expect(back.ok && serializeStatusSettings(back.settings)).toBe(text);
  });

  it('refuse what is not theirs, without throwing', () => {
    expect(parseStatusSettings('{').ok).toBe(false);
    expect(parseStatusSettings({ format: 'other/2', statuses: [] }).ok).toBe(false);
    expect(parseStatusSettings({ statuses: [{ value: 'x', color: 'red' }] }).ok).toBe(false);
    expect(parseStatusSettings({ statuses: [{ value: 'x' }] })).toEqual({
      ok: true,
      settings: { statuses: [], decided: [] },
    });
  });

  it('merge an import over the workspace’s own, value by value', () => {
    const imported: StatusSettings = {
      statuses: [{ value: 'received', names: { en: 'Received' }, ends: ['leases'] }],
      decided: ['leases'],
    };
    expect(mergeStatusSettings(settings, imported)).toEqual({
      statuses: [
        { value: 'cancelled', names: { en: 'Cancelled' }, color: '#56B4E9', ends: [] },
        { value: 'received', names: { en: 'Received' }, ends: ['leases'] },
      ],
      decided: ['purchase_orders', 'leases'],
    });
  });
});
