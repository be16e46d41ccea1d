import { boundJsonDepth, MAX_JSON_DEPTH, type JsonValue } from '../../app/resources/json.ts';
import { voucherSchema, type Voucher } from '../../app/resources/vouchers.ts';

// A cached row's JSON read back as a Voucher, or null when it cannot be. Values nested past
// MAX_JSON_DEPTH (rows stored before they were bounded when read from the service) are bounded
// here first, so a deep value is shown as its marked text, never refused or walked to the end.

function bounded(value: Record<string, JsonValue>, depth: number): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, key, {
      value: boundJsonDepth(item, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, JsonValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function decodeStoredVoucher(json: string): Voucher | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const other = value['other'];
  const lines = value['lines'];
  const shaped = {
    ...value,
    other: isRecord(other) ? bounded(other, MAX_JSON_DEPTH - 1) : other,
    lines: Array.isArray(lines)
      ? lines.map((line) =>
          isRecord(line) && isRecord(line['other'])
            ? { ...line, other: bounded(line['other'], MAX_JSON_DEPTH - 3) }
            : line,
        )
      : lines,
  };
  const parsed = voucherSchema.safeParse(shaped);
  return parsed.success ? parsed.data : null;
}
