import type { TextEncodingName } from './text-encodings.ts';
import type { OpenedTable } from './open-table.ts';
import type { FileProblemData } from './problems.ts';

// Messages between the UI and the parse worker. One worker per file; cancelling terminates it.

export interface ParseRequest {
  file: Blob;
  name: string;
  encoding: TextEncodingName | 'auto';
}

export type ParseReply =
  | { type: 'progress'; phase: 'reading' | 'parsing'; fraction: number }
  | { type: 'done'; table: OpenedTable }
  | { type: 'failed'; problem: FileProblemData };
