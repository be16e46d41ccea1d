import { z } from 'zod';

// Walks a zod 4 schema (its `_zod.def`, zod's own introspection) and names every place whose
// size the schema leaves open: a string without a maximum length, an array without a maximum
// that zod checks before it parses the elements, a record whose keys are not a fixed set, an
// object that keeps unknown keys. A record is bounded by app/ipc/input-limits.ts's boundedRecord
// (a key count before the record, named in zod's metadata). Any path it returns is an input a caller can make as large as
// the transport allows. test/app/ipc/input-bounds.test.ts runs it over the whole contract.

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = { _zod: { def: { check: string; maximum?: number; length?: number } } };

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def;
const checksOf = (def: Def): readonly Check[] => def.checks ?? [];

/** A maximum length among the checks (strings: zod checks them after its cheap type test). */
function hasMaxLength(def: Def): boolean {
  return checksOf(def).some(
    (check) =>
      (check._zod.def.check === 'max_length' || check._zod.def.check === 'length_equals') &&
      (check._zod.def.maximum ?? check._zod.def.length ?? -1) >= 0,
  );
}

/**
 * A maximum zod applies BEFORE it parses the elements: zod 4 refuses an over-long array at once
 * only for size checks that come before any other check (util.sizeCaps), so a `.refine()` placed
 * first would make it check every element of a million-element array before the maximum.
 */
function hasLeadingMaxLength(def: Def): boolean {
  for (const check of checksOf(def)) {
    const kind = check._zod.def.check;
    if (!/_(length|size)$|_equals$/.test(kind)) return false;
    if (kind === 'max_length' || kind === 'length_equals') return true;
  }
  return false;
}

/** Keys from a fixed set (an enum, a literal, or a union of them). */
function isFiniteKey(schema: z.core.$ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'enum' || def.type === 'literal') return true;
  if (def.type === 'union') return (def.options as z.core.$ZodType[]).every(isFiniteKey);
  return false;
}

export function unboundedPaths(schema: z.core.$ZodType, at = '$'): string[] {
  const found: string[] = [];
  const seen = new Set<z.core.$ZodType>();
  const walk = (node: z.core.$ZodType, path: string): void => {
    if (seen.has(node)) return; // a recursive (lazy) schema: each part once
    seen.add(node);
    const def = defOf(node);
    switch (def.type) {
      case 'string':
        if (!hasMaxLength(def)) found.push(`${path} (string without a maximum length)`);
        return;
      case 'array':
        if (!hasLeadingMaxLength(def))
          found.push(`${path} (array without a maximum checked before its elements)`);
        walk(def.element as z.core.$ZodType, `${path}[]`);
        return;
      case 'tuple':
        (def.items as z.core.$ZodType[]).forEach((item, index) => {
          walk(item, `${path}[${String(index)}]`);
        });
        if (def.rest) found.push(`${path} (tuple with a rest)`);
        return;
      case 'object': {
        const shape = def.shape as Record<string, z.core.$ZodType>;
        for (const [key, value] of Object.entries(shape)) walk(value, `${path}.${key}`);
        const catchall = def.catchall as z.core.$ZodType | undefined;
        if (catchall !== undefined && defOf(catchall).type !== 'never')
          found.push(`${path} (object that keeps unknown keys)`);
        return;
      }
      case 'record':
        if (!isFiniteKey(def.keyType as z.core.$ZodType))
          found.push(`${path} (record whose keys are not a fixed set)`);
        walk(def.keyType as z.core.$ZodType, `${path}{key}`);
        walk(def.valueType as z.core.$ZodType, `${path}{}`);
        return;
      case 'map':
      case 'set':
        found.push(`${path} (${def.type})`);
        return;
      case 'union':
        (def.options as z.core.$ZodType[]).forEach((option, index) => {
          walk(option, `${path}|${String(index)}`);
        });
        return;
      case 'intersection':
        walk(def.left as z.core.$ZodType, path);
        walk(def.right as z.core.$ZodType, path);
        return;
      case 'pipe': {
        const maxKeys = z.globalRegistry.get(def.in as z.core.$ZodType)?.['maxKeys'];
        const out = def.out as z.core.$ZodType;
        if (typeof maxKeys === 'number' && defOf(out).type === 'record') {
          const record = defOf(out);
          walk(record.keyType as z.core.$ZodType, `${path}{key}`);
          walk(record.valueType as z.core.$ZodType, `${path}{}`);
          return;
        }
        // What reaches the caller's data first: the pipe's input side, unless that only
        // transforms (a preprocess), in which case its output side checks the data.
        const input = def.in as z.core.$ZodType;
        walk(defOf(input).type === 'transform' ? (def.out as z.core.$ZodType) : input, path);
        return;
      }
      case 'optional':
      case 'nullable':
      case 'nonoptional':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
        walk(def.innerType as z.core.$ZodType, path);
        return;
      case 'lazy':
        walk((def.getter as () => z.core.$ZodType)(), path);
        return;
      case 'number':
      case 'int':
      case 'boolean':
      case 'bigint':
      case 'date':
      case 'enum':
      case 'literal':
      case 'null':
      case 'undefined':
      case 'void':
      case 'never':
      case 'nan':
        return;
      default:
        // unknown, any, custom, transform, template_literal, …: nothing says how large it is
        found.push(`${path} (${def.type}: size not declared)`);
    }
  };
  walk(schema, at);
  return found;
}
