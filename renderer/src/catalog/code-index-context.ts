import { createContext, createElement, useContext, type ReactNode } from 'react';
import { NO_CODE_INDEXES, type CodeIndexes } from '../drafts/use-code-indexes.ts';

// The known codes of the open catalog (CatalogEditor provides them), for the grid's rows, the
// problem list and the pickers without passing them through every component between.

export const CodeIndexContext = createContext<CodeIndexes>(NO_CODE_INDEXES);

export function useCodeIndexContext(): CodeIndexes {
  return useContext(CodeIndexContext);
}

/** The editor's content with its known codes provided to everything inside. */
export function withCodeIndexes(codes: CodeIndexes, children: ReactNode): ReactNode {
  return createElement(CodeIndexContext, { value: codes }, children);
}
