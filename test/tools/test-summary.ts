// Prints one closing line over the Vitest and Playwright JSON reports:
// "tests: N passed, N failed, N skipped (passed: unit N, component N, e2e N)".
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function readJson(path: string): Record<string, unknown> | null {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

function num(value: unknown): number {
  return typeof value === 'number' ? value : 0;
}

function statusCounts(statuses: unknown[]): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  for (const status of statuses) {
    if (status === 'passed') counts.passed += 1;
    else if (status === 'failed') counts.failed += 1;
    else counts.skipped += 1;
  }
  return counts;
}

/**
 * One Vitest report holds both projects: node tests and the renderer's component tests (the
 * *.test.tsx files, run in Chromium). A file that failed before any test ran counts as a failure.
 */
function vitestCounts(report: Record<string, unknown>): { node: Counts; components: Counts } {
  const node: Counts = { passed: 0, failed: 0, skipped: 0 };
  const components: Counts = { passed: 0, failed: 0, skipped: 0 };
  const files = Array.isArray(report['testResults']) ? (report['testResults'] as unknown[]) : [];
  for (const file of files as Record<string, unknown>[]) {
    const tests = Array.isArray(file['assertionResults'])
      ? (file['assertionResults'] as Record<string, unknown>[])
      : [];
    const counts = statusCounts(tests.map((test) => test['status']));
    if (file['status'] === 'failed' && counts.failed === 0) counts.failed = 1;
    const into = String(file['name']).endsWith('.test.tsx') ? components : node;
    into.passed += counts.passed;
    into.failed += counts.failed;
    into.skipped += counts.skipped;
  }
  return { node, components };
}

function playwrightCounts(report: Record<string, unknown>): Counts {
  const stats = (report['stats'] ?? {}) as Record<string, unknown>;
  return {
    passed: num(stats['expected']) + num(stats['flaky']),
    failed: num(stats['unexpected']),
    skipped: num(stats['skipped']),
  };
}

const [unitPath = '', e2ePath = ''] = process.argv.slice(2);
const unit = readJson(unitPath);
const e2e = readJson(e2ePath);
const vitest = unit && vitestCounts(unit);
const kinds: [string, Counts | null][] = [
  ['unit', vitest?.node ?? null],
  ['component', vitest?.components ?? null],
  ['e2e', e2e && playwrightCounts(e2e)],
];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const missing = [...(unit ? [] : ['unit']), ...(e2e ? [] : ['e2e'])];
for (const [, counts] of kinds) {
  if (!counts) continue;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
const perKind = kinds
  .filter(([, counts]) => counts)
  .map(([name, counts]) => `${name} ${counts?.passed ?? 0}`)
  .join(', ');
if (missing.length > 0) console.log(`missing test reports: ${missing.join(', ')}`);
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (passed: ${perKind})`,
);
process.exit(total.failed > 0 || missing.length > 0 || total.passed === 0 ? 1 : 0);
