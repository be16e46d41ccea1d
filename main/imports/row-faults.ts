import type { ElementProblem } from '../../app/errors.ts';
import type { PlannedRow } from '../../app/imports/plan.ts';
import { elementProblems } from '../client/element-problems.ts';
import { serverMessage } from '../client/server-message.ts';

// Which rows of a refused batch the service's answer names. The error body's shape is "not
// shown" (spec §7), so: element paths first (`products[3].product_code`, `colors[12]`, a JSON
// pointer `/products/3/name`), mapped by the body's order; only when no path maps, codes quoted in
// its messages ("BR-01", “BR-01”, 「BR-01」) that match exactly one row. Nothing mapped is an empty
// list: the caller then splits the batch instead of guessing.

export interface RowFault {
  /** The row's position in the batch (the body's element order). */
  index: number;
  /** The field the answer names (`product_code`, `skus`…), when it names one. */
  field: string | null;
  /** The service's own words for it. */
  message: string;
}

const PATH = /^[$.]*\/?([A-Za-z_]+)(?:\[(\d+)\]|\/(\d+))(?:(?:\.|\/)([A-Za-z_]+))?/;
const QUOTED = /["“'「]([^"”'」\s]{1,80})["”'」]/g;

function positionOf(rows: readonly PlannedRow[], grid: string, nth: number): number | null {
  let seen = 0;
  for (const [index, row] of rows.entries()) {
    if (row.grid !== grid) continue;
    if (seen === nth) return index;
    seen += 1;
  }
  return null;
}

function byPath(rows: readonly PlannedRow[], problems: readonly ElementProblem[]): RowFault[] {
  const faults: RowFault[] = [];
  for (const problem of problems) {
    const match = problem.path === null ? null : PATH.exec(problem.path);
    if (!match) continue;
    const [, grid = '', bracket, slash, field] = match;
    const index = positionOf(rows, grid, Number(bracket ?? slash));
    if (index !== null) faults.push({ index, field: field ?? null, message: problem.message });
  }
  return faults;
}

function byQuotedCode(rows: readonly PlannedRow[], texts: readonly string[]): RowFault[] {
  const faults: RowFault[] = [];
  for (const text of texts) {
    for (const [, code] of text.matchAll(QUOTED)) {
      const matching = [...rows.entries()].filter(([, row]) => row.code === code);
      const only = matching.length === 1 ? matching[0] : undefined;
      if (only !== undefined) faults.push({ index: only[0], field: null, message: text });
    }
  }
  return faults;
}

/** The rows the answer names, each once (its first message and field kept). */
export function rowFaults(
  rows: readonly PlannedRow[],
  responseText: string | null,
  message: string,
): RowFault[] {
  const problems = responseText === null ? [] : elementProblems(responseText, (text) => text);
  const named = byPath(rows, problems);
  const said = responseText === null ? null : serverMessage(responseText);
  const texts = [...problems.map((p) => p.message), ...(said === null ? [] : [said]), message];
  const found = named.length > 0 ? named : byQuotedCode(rows, texts);
  const once = new Map<number, RowFault>();
  for (const fault of found) if (!once.has(fault.index)) once.set(fault.index, fault);
  return [...once.values()].sort((a, b) => a.index - b.index);
}
