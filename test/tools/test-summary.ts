// Prints one closing line over the Vitest and Playwright JSON reports: "tests: N passed, N failed, N skipped".
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

function vitestCounts(report: Record<string, unknown>): Counts {
  return {
    passed: num(report['numPassedTests']),
    failed: num(report['numFailedTests']),
    skipped: num(report['numPendingTests']) + num(report['numTodoTests']),
  };
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
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const missing: string[] = [];
for (const [report, counts, name] of [
  [unit, unit && vitestCounts(unit), 'unit'],
  [e2e, e2e && playwrightCounts(e2e), 'e2e'],
] as const) {
  if (!report || !counts) {
    missing.push(name);
    continue;
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
if (missing.length > 0) console.log(`missing test reports: ${missing.join(', ')}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || missing.length > 0 || total.passed === 0 ? 1 : 0);
