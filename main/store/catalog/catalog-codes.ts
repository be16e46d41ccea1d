import {
  CATALOG_CODES_MAX,
  type CodeRowsAnswer,
  type CodeRowsInput,
  type MasterCodes,
  type RowCodesAnswer,
  type RowCodesInput,
  type UnknownCodesAnswer,
} from '../../../app/catalog/catalog-codes.ts';
import { CodeIndex, type CodeOption } from '../../../app/catalog/code-suggest.ts';
import { masterDraftSchema } from '../../../app/catalog/drafts.ts';
import { PROBLEMS_WINDOW_MAX } from '../../../app/catalog/problems-window.ts';
import { unknownCodes } from '../../../app/catalog/unknown-codes.ts';
import type { Problem } from '../../../app/catalog/validation.ts';
import type { DraftsReader } from '../drafts-repo.ts';
import type { CatalogProblems } from './validation-store.ts';

// The codes screens outside the grids read when the core holds the drafts (core mode, issue 28):
// the masters' codes and names, the unknown codes the products name (from the core's validation,
// so the review agrees with the grid's marks), and the codes of rows named by id.

export interface CatalogCodes {
  masterCodes(profileId: string): MasterCodes;
  unknownCodes(profileId: string): UnknownCodesAnswer;
  rowCodes(input: RowCodesInput): RowCodesAnswer;
  /** The rows holding these codes ("edit again" asks which it would replace), and the last. */
  codeRows(input: CodeRowsInput): CodeRowsAnswer;
}

interface Placed {
  id: string;
  position: number;
}

/** Draft order: position, then id. */
const before = (a: Placed, b: Placed): boolean =>
  a.position < b.position || (a.position === b.position && a.id < b.id);

export interface CatalogCodesDeps {
  drafts: DraftsReader;
  problems: CatalogProblems;
  /** Codes this connection sent before (known to validation). */
  sentCodes: (profileId: string, grid: 'brands' | 'colors') => string[];
  version: (profileId: string) => number;
}

export function createCatalogCodes(deps: CatalogCodesDeps): CatalogCodes {
  function masters(profileId: string, grid: 'brands' | 'colors'): CodeOption[] {
    return deps.drafts.list(profileId, grid).flatMap((record) => {
      const parsed = masterDraftSchema.safeParse(record);
      return parsed.success ? [{ code: parsed.data.row.code, name: parsed.data.row.name }] : [];
    });
  }

  function knownIndex(profileId: string, grid: 'brands' | 'colors'): CodeIndex {
    const options = masters(profileId, grid);
    for (const code of deps.sentCodes(profileId, grid)) options.push({ code, name: '' });
    return new CodeIndex(options);
  }

  /** The products' unknown-code problems, read window by window. */
  function unknownProblems(profileId: string): Problem[] {
    const found: Problem[] = [];
    for (let from = 0; ; from += PROBLEMS_WINDOW_MAX) {
      const window = deps.problems.problems({
        profileId,
        grid: 'products',
        from,
        count: PROBLEMS_WINDOW_MAX,
      });
      for (const problem of window.problems) {
        if (problem.code === 'unknown_brand' || problem.code === 'unknown_color') {
          found.push(problem);
        }
      }
      if (from + PROBLEMS_WINDOW_MAX >= window.length) return found;
    }
  }

  return {
    masterCodes: (profileId) => ({
      version: deps.version(profileId),
      brands: masters(profileId, 'brands'),
      colors: masters(profileId, 'colors'),
    }),
    unknownCodes(profileId) {
      const problems = unknownProblems(profileId);
      const codes = unknownCodes(problems, {
        brands: knownIndex(profileId, 'brands'),
        colors: knownIndex(profileId, 'colors'),
      });
      return {
        version: deps.version(profileId),
        products: new Set(problems.map((problem) => problem.id)).size,
        codes: codes.slice(0, CATALOG_CODES_MAX),
        more: Math.max(0, codes.length - CATALOG_CODES_MAX),
      };
    },
    rowCodes({ profileId, grid, ids }) {
      if (grid === 'products') {
        const held = deps.problems.heldProducts(profileId);
        return { codes: ids.map((id) => held.get(id)?.row.product_code ?? '') };
      }
      const byId = new Map<string, string>();
      for (const record of deps.drafts.list(profileId, grid)) {
        const parsed = masterDraftSchema.safeParse(record);
        if (parsed.success) byId.set(parsed.data.id, parsed.data.row.code);
      }
      return { codes: ids.map((id) => byId.get(id) ?? '') };
    },
    codeRows({ profileId, grid, codes }) {
      const wanted = new Set(codes);
      const first = new Map<string, Placed>();
      const end: { last: Placed | null } = { last: null };
      const see = (code: string, placed: Placed) => {
        if (end.last === null || before(end.last, placed)) end.last = placed;
        if (!wanted.has(code)) return;
        const held = first.get(code);
        if (held === undefined || before(placed, held)) first.set(code, placed);
      };
      if (grid === 'products') {
        for (const { id, position, row } of deps.problems.heldProducts(profileId).values()) {
          see(row.product_code, { id, position });
        }
      } else {
        for (const record of deps.drafts.list(profileId, grid)) {
          const parsed = masterDraftSchema.safeParse(record);
          if (parsed.success)
            see(parsed.data.row.code, { id: record.id, position: record.position });
        }
      }
      return {
        rows: codes.map((code) => first.get(code) ?? null),
        last: end.last === null ? null : end.last.position,
      };
    },
  };
}
