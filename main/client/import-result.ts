import { readImportResult } from '../../app/resources/import-result.ts';
import type { ImportResult } from '../../app/resources/catalog.ts';
import type { JsonValue } from '../../app/resources/json.ts';
import { badResponse } from './json-body.ts';

export function normaliseImportResult(body: JsonValue): ImportResult {
  const reading = readImportResult(body);
  if (reading.ok) return reading.result;
  throw badResponse(
    `The service confirmed the import, but its answer could not be read (${reading.problem}).`,
  );
}
