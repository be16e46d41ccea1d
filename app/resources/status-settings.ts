import { z } from 'zod';
import { INPUT_LIMITS, tooLong } from '../ipc/input-limits.ts';
import { VOUCHER_KINDS, voucherKindSchema, type VoucherKind } from './vouchers.ts';

// What the status values of a workspace mean, as its user says (issue 27): the spec does not
// show what a status value means, so the app never guesses. Per connection profile: each value's
// display name in each language (none: the value itself, never a guessed translation), its
// colour (one per value across every list), and for each kind whether the value ends a voucher
// (an ended voucher leaves the outstanding, overdue and past-due filters and sums). A kind the
// user has not decided excludes nothing.

/** Twelve colours that are told apart on the light and the dark theme alike (Okabe & Ito, Tol). */
export const STATUS_PALETTE = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#D55E00',
  '#0072B2',
  '#CC79A7',
  '#999933',
  '#882255',
  '#44AA99',
  '#AA4499',
  '#8C8C8C',
  '#DDCC77',
] as const;

export const STATUS_NAME_LANGUAGES = ['en', 'ja'] as const;
export type StatusNameLanguage = (typeof STATUS_NAME_LANGUAGES)[number];

export const STATUS_LIMITS = {
  /** Status values with a setting of their own (far above any real workspace). */
  values: 500,
  nameLength: 200,
} as const;

const statusValueSchema = z
  .string()
  .min(1)
  .max(INPUT_LIMITS.statusLength, tooLong('A status value', INPUT_LIMITS.statusLength));

const nameSchema = z
  .string()
  .trim()
  .max(STATUS_LIMITS.nameLength, tooLong('A status name', STATUS_LIMITS.nameLength));

export const colorSchema = z
  .string()
  .max(7)
  .regex(/^#[0-9A-Fa-f]{6}$/, 'A colour is #RRGGBB.');

export const statusSettingSchema = z
  .object({
    value: statusValueSchema,
    /** Display names by language; absent or empty: the value itself. */
    names: z.object({ en: nameSchema.optional(), ja: nameSchema.optional() }).strict().default({}),
    /** Chosen colour; absent: the default one (defaultStatusColors). */
    color: colorSchema.optional(),
    /** The kinds in which this value ends a voucher. */
    ends: z.array(voucherKindSchema).max(VOUCHER_KINDS.length).default([]),
  })
  .strict();
export type StatusSetting = z.infer<typeof statusSettingSchema>;

export const statusSettingsSchema = z
  .object({
    statuses: z.array(statusSettingSchema).max(STATUS_LIMITS.values).default([]),
    /** Kinds whose ending statuses the user has chosen (even none); the others exclude nothing. */
    decided: z.array(voucherKindSchema).max(VOUCHER_KINDS.length).default([]),
  })
  .strict();
export type StatusSettings = z.infer<typeof statusSettingsSchema>;

export const EMPTY_STATUS_SETTINGS: StatusSettings = { statuses: [], decided: [] };

/** A value seen in the cache: how many cached vouchers of a kind carry it. */
export const seenStatusSchema = z.object({
  kind: voucherKindSchema,
  value: z.string(),
  count: z.number().int().nonnegative(),
  /** The value's colour slot in the workspace (first seen, first coloured). */
  slot: z.number().int().nonnegative(),
});
export type SeenStatus = z.infer<typeof seenStatusSchema>;

export const statusSettingsViewSchema = z.object({
  settings: statusSettingsSchema,
  seen: z.array(seenStatusSchema),
});
export type StatusSettingsView = z.infer<typeof statusSettingsViewSchema>;

/** The values a kind's ending statuses exclude; null: the user has not decided for this kind. */
export function endingStatuses(settings: StatusSettings, kind: VoucherKind): string[] | null {
  if (!settings.decided.includes(kind)) return null;
  return settings.statuses.filter((s) => s.ends.includes(kind)).map((s) => s.value);
}

/**
 * A value's colour: the one chosen for it, else the palette's colour of its slot (main gives each
 * value of a workspace a slot, first seen first, kept across restarts), skipping colours chosen
 * for other values, so up to 12 values are distinct and a value keeps its colour on every list.
 * Past twelve the colours repeat.
 */
export function statusColor(settings: StatusSettings, value: string, slot: number): string {
  const own = settings.statuses.find((s) => s.value === value)?.color;
  if (own !== undefined) return own;
  const taken = new Set(
    settings.statuses.flatMap((s) => (s.color === undefined ? [] : [s.color.toUpperCase()])),
  );
  const free = STATUS_PALETTE.filter((c) => !taken.has(c));
  const pool = free.length > 0 ? free : STATUS_PALETTE;
  const at = ((slot % pool.length) + pool.length) % pool.length;
  return pool[at] ?? STATUS_PALETTE[0];
}

/** The value's display name in a language: the user's, else the value itself. */
export function statusName(
  settings: StatusSettings,
  value: string,
  language: StatusNameLanguage,
): string {
  const named = settings.statuses.find((s) => s.value === value)?.names[language];
  return named === undefined || named === '' ? value : named;
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The settings in a stable, minimal form: sorted, defaults left out, one entry per value. */
export function normalizeStatusSettings(settings: StatusSettings): StatusSettings {
  const byValue = new Map<string, StatusSetting>();
  for (const s of settings.statuses) byValue.set(s.value, s);
  const statuses = [...byValue.values()]
    .map((s) => {
      const names: StatusSetting['names'] = {};
      for (const language of STATUS_NAME_LANGUAGES) {
        const name = s.names[language]?.trim();
        if (name !== undefined && name !== '') names[language] = name;
      }
      const ends = VOUCHER_KINDS.filter((kind) => s.ends.includes(kind));
      return {
        value: s.value,
        names,
        ...(s.color === undefined ? {} : { color: s.color.toUpperCase() }),
        ends,
      };
    })
    .filter((s) => s.color !== undefined || s.ends.length > 0 || Object.keys(s.names).length > 0)
    .sort((a, b) => byCodePoint(a.value, b.value));
  const decided = VOUCHER_KINDS.filter((kind) => settings.decided.includes(kind));
  return { statuses, decided };
}

/** Version tag of the exported form, so a later form can still read this one. */
export const STATUS_SETTINGS_FORMAT = 'kikan-status-settings/1';

/** The settings as the JSON a saved view's export carries. */
export function serializeStatusSettings(settings: StatusSettings): string {
  return JSON.stringify({ format: STATUS_SETTINGS_FORMAT, ...normalizeStatusSettings(settings) });
}

export type ParsedStatusSettings =
  { ok: true; settings: StatusSettings } | { ok: false; problem: string };

/** Reads what serializeStatusSettings wrote (as text or already parsed); never throws. */
export function parseStatusSettings(input: unknown): ParsedStatusSettings {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input) as unknown;
    } catch {
      return { ok: false, problem: 'not JSON' };
    }
  }
  if (typeof data !== 'object' || data === null) return { ok: false, problem: 'not an object' };
  const { format, ...rest } = data as Record<string, unknown>;
  if (format !== undefined && format !== STATUS_SETTINGS_FORMAT) {
    return { ok: false, problem: `unknown format ${JSON.stringify(format)}` };
  }
  const parsed = statusSettingsSchema.safeParse(rest);
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'invalid' };
  return { ok: true, settings: normalizeStatusSettings(parsed.data) };
}

/**
 * Imported settings over the workspace's own: an imported value's entry replaces the one it
 * names; the others stay; kinds decided in either stay decided.
 */
export function mergeStatusSettings(own: StatusSettings, imported: StatusSettings): StatusSettings {
  const byValue = new Map(own.statuses.map((s) => [s.value, s]));
  for (const s of imported.statuses) byValue.set(s.value, s);
  return normalizeStatusSettings({
    statuses: [...byValue.values()],
    decided: [...own.decided, ...imported.decided],
  });
}
