import {
  CODE_PATTERN,
  MASTER_KINDS,
  MAX_EXTRA_DEPTH,
  MAX_NAME_LENGTH,
  type MasterKind,
} from '../choices.ts';
import { isPlainObject } from '../http.ts';

// Validates an import body (spec §4.2): checks its shape and turns it into typed elements, or lists
// the problems.
// Checks that need the database (a product's brand) happen while writing, inside the transaction.

export const MAX_MASTERS = 200;
export const MAX_PRODUCTS = 100;

export interface Problem {
  path: string;
  message: string;
}

export interface MasterElement {
  code: string;
  /** undefined: not sent (kept on update). */
  name: string | null | undefined;
  extra: Record<string, unknown>;
}

export interface ProductElement {
  productCode: string;
  name: string | null | undefined;
  brandCode: string | null | undefined;
  skus: Array<{ colorCode: string; sizeCode: string }>;
  extra: Record<string, unknown>;
}

export interface ValidImport {
  masters: Array<{ kind: MasterKind; elements: MasterElement[] }>;
  products: ProductElement[];
}

export type ValidationResult =
  | { ok: true; valid: ValidImport }
  | {
      ok: false;
      code: 'unknown_master_kind' | 'batch_too_large' | 'invalid_import';
      message: string;
      problems: Problem[];
    };

const MAX_PROBLEMS = 50;

function isMasterKind(key: string): key is MasterKind {
  return Object.hasOwn(MASTER_KINDS, key);
}

function checkCode(value: unknown, path: string, problems: Problem[]): string | null {
  if (typeof value !== 'string') {
    problems.push({ path, message: value === undefined ? 'is required' : 'must be a string' });
    return null;
  }
  if (!CODE_PATTERN.test(value)) {
    problems.push({
      path,
      message:
        'must be 1–40 characters of A–Z, a–z, 0–9, ".", "_" or "-", starting with a letter or digit',
    });
    return null;
  }
  return value;
}

function checkName(value: unknown, path: string, problems: Problem[]): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') {
    problems.push({ path, message: 'must be a string' });
    return undefined;
  }
  if (value.length > MAX_NAME_LENGTH)
    problems.push({ path, message: `must be at most ${MAX_NAME_LENGTH} characters` });
  if (!value.isWellFormed()) {
    problems.push({
      path,
      message: 'holds a lone UTF-16 surrogate (half of a character pair), which no text can store',
    });
  }
  return value;
}

/** True when `value` nests deeper than `levels` (stops looking there, so it is cheap and bounded). */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (levels === 0) return true;
  return Object.values(value).some((inner) => nestsDeeperThan(inner, levels - 1));
}

function extraFields(
  element: Record<string, unknown>,
  known: readonly string[],
  path: string,
  problems: Problem[],
): Record<string, unknown> {
  const extra = Object.fromEntries(Object.entries(element).filter(([key]) => !known.includes(key)));
  for (const [key, value] of Object.entries(extra)) {
    if (nestsDeeperThan(value, MAX_EXTRA_DEPTH)) {
      problems.push({
        path: `${path}.${key}`,
        message: `nests deeper than ${MAX_EXTRA_DEPTH} levels`,
      });
    }
  }
  return extra;
}

function validateMasters(kind: MasterKind, value: unknown[], problems: Problem[]): MasterElement[] {
  const codeField = MASTER_KINDS[kind];
  const seen = new Set<string>();
  const elements: MasterElement[] = [];
  value.forEach((element, index) => {
    const path = `${kind}[${index}]`;
    if (!isPlainObject(element)) {
      problems.push({ path, message: 'must be an object' });
      return;
    }
    const code = checkCode(element[codeField], `${path}.${codeField}`, problems);
    const name = checkName(element.name, `${path}.name`, problems);
    if (code === null) return;
    if (seen.has(code)) {
      problems.push({
        path: `${path}.${codeField}`,
        message: `duplicates ${codeField} "${code}" earlier in this request`,
      });
      return;
    }
    seen.add(code);
    elements.push({ code, name, extra: extraFields(element, [codeField, 'name'], path, problems) });
  });
  return elements;
}

function validateProduct(
  element: unknown,
  index: number,
  problems: Problem[],
): ProductElement | null {
  const path = `products[${index}]`;
  if (!isPlainObject(element)) {
    problems.push({ path, message: 'must be an object' });
    return null;
  }
  const productCode = checkCode(element.product_code, `${path}.product_code`, problems);
  const name = checkName(element.name, `${path}.name`, problems);
  let brandCode: string | null | undefined = undefined;
  if (element.brand_code === null) brandCode = null;
  else if (element.brand_code !== undefined)
    brandCode = checkCode(element.brand_code, `${path}.brand_code`, problems) ?? undefined;
  const skus: ProductElement['skus'] = [];
  if (element.skus !== undefined && element.skus !== null) {
    if (!Array.isArray(element.skus)) {
      problems.push({
        path: `${path}.skus`,
        message: 'must be an array of {color_code, size_code}',
      });
    } else {
      const seen = new Set<string>();
      element.skus.forEach((sku: unknown, skuIndex) => {
        const skuPath = `${path}.skus[${skuIndex}]`;
        if (!isPlainObject(sku)) {
          problems.push({
            path: skuPath,
            message: 'must be an object with color_code and size_code',
          });
          return;
        }
        const colorCode = checkCode(sku.color_code, `${skuPath}.color_code`, problems);
        const sizeCode = checkCode(sku.size_code, `${skuPath}.size_code`, problems);
        if (colorCode === null || sizeCode === null) return;
        const key = `${colorCode}\u0000${sizeCode}`;
        if (seen.has(key)) {
          problems.push({
            path: skuPath,
            message: `duplicates the SKU ${colorCode}/${sizeCode} of this product`,
          });
          return;
        }
        seen.add(key);
        skus.push({ colorCode, sizeCode });
      });
    }
  }
  if (productCode === null) return null;
  return {
    productCode,
    name,
    brandCode,
    skus,
    extra: extraFields(element, ['product_code', 'name', 'brand_code', 'skus'], path, problems),
  };
}

export function validateImport(body: Record<string, unknown>): ValidationResult {
  const unknownKinds = Object.keys(body).filter((key) => key !== 'products' && !isMasterKind(key));
  if (unknownKinds.length > 0) {
    return {
      ok: false,
      code: 'unknown_master_kind',
      message: `Unknown master kind ${unknownKinds.map((kind) => `"${kind}"`).join(', ')}. Known kinds: ${Object.keys(MASTER_KINDS).join(', ')} (and "products").`,
      problems: unknownKinds.map((kind) => ({
        path: kind,
        message: 'is not a master kind the service knows',
      })),
    };
  }
  const problems: Problem[] = [];
  const arrays = Object.entries(body).filter(([key, value]) => {
    if (Array.isArray(value)) return true;
    problems.push({ path: key, message: 'must be an array' });
    return false;
  }) as Array<[string, unknown[]]>;
  if (problems.length > 0)
    return { ok: false, code: 'invalid_import', message: describe(problems), problems };

  const masterCount = arrays
    .filter(([key]) => key !== 'products')
    .reduce((sum, [, value]) => sum + value.length, 0);
  const productCount = arrays.find(([key]) => key === 'products')?.[1].length ?? 0;
  if (masterCount > MAX_MASTERS || productCount > MAX_PRODUCTS) {
    return {
      ok: false,
      code: 'batch_too_large',
      message: `An import holds at most ${MAX_MASTERS} masters in total and ${MAX_PRODUCTS} products; this one has ${masterCount} masters and ${productCount} products.`,
      problems: [],
    };
  }

  const valid: ValidImport = { masters: [], products: [] };
  for (const [key, value] of arrays) {
    if (key === 'products') {
      const seen = new Set<string>();
      value.forEach((element, index) => {
        const product = validateProduct(element, index, problems);
        if (!product) return;
        if (seen.has(product.productCode)) {
          problems.push({
            path: `products[${index}].product_code`,
            message: `duplicates product_code "${product.productCode}" earlier in this request`,
          });
          return;
        }
        seen.add(product.productCode);
        valid.products.push(product);
      });
    } else if (isMasterKind(key)) {
      valid.masters.push({ kind: key, elements: validateMasters(key, value, problems) });
    }
  }
  if (problems.length > 0)
    return {
      ok: false,
      code: 'invalid_import',
      message: describe(problems),
      problems: problems.slice(0, MAX_PROBLEMS),
    };
  return { ok: true, valid };
}

export function describe(problems: readonly Problem[]): string {
  const shown = problems.slice(0, 3).map((problem) => `${problem.path} ${problem.message}`);
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : '';
  return `The import was rejected and nothing was written: ${shown.join('; ')}${more}.`;
}
