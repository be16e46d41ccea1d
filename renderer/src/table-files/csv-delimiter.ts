// Which character separates the fields: a comma, unless tabs (TSV), semicolons (European Excel) or
// bars separate more fields outside quotes in the first lines. Quotes are respected, so a quoted
// cell holding tabs never makes a comma-separated file look like TSV (papaparse's own guess
// counts fields and is misled by them).

const CANDIDATES = [',', '\t', ';', '|'] as const;
export type Delimiter = (typeof CANDIDATES)[number];

const LINES = 10;
const SCAN_CHARS = 64 * 1024;

export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<string, number>(CANDIDATES.map((c) => [c, 0]));
  let quoted = false;
  let lines = 0;
  const end = Math.min(text.length, SCAN_CHARS);
  for (let i = 0; i < end && lines < LINES; i += 1) {
    const char = text[i] ?? '';
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '\n') lines += 1;
    else if (counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: Delimiter = ',';
  for (const candidate of CANDIDATES) {
    if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  }
  return best;
}
