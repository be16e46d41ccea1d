// The keys that reach the find bar from anywhere in the catalog editor, as in Excel and
// browsers: Ctrl/Cmd+F finds, Ctrl+H replaces (on macOS Cmd+H hides the app, so Cmd+Option+F as
// in Apple's apps, and Ctrl+H as in Excel for Mac), F3 / Shift+F3 and Ctrl/Cmd+G / Shift+G go to
// the next or previous match.

export interface FindKeyInput {
  key: string;
  /** KeyboardEvent.code: Option on macOS changes `key` ("ƒ"), not the physical key. */
  code?: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export type FindKey = { type: 'open'; mode: 'find' | 'replace' } | { type: 'step'; back: boolean };

export function findKeyFor(e: FindKeyInput, mac: boolean): FindKey | null {
  const letter = e.code?.startsWith('Key') ? e.code.slice(3).toLowerCase() : e.key.toLowerCase();
  const mod = mac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  if (e.key === 'F3' && !mod && !e.altKey) return { type: 'step', back: e.shiftKey };
  if (mod && !e.altKey && !e.shiftKey && letter === 'f') return { type: 'open', mode: 'find' };
  if (mod && !e.altKey && letter === 'g') return { type: 'step', back: e.shiftKey };
  if (!mac && mod && !e.altKey && !e.shiftKey && letter === 'h') {
    return { type: 'open', mode: 'replace' };
  }
  if (mac && mod && e.altKey && !e.shiftKey && letter === 'f') {
    return { type: 'open', mode: 'replace' };
  }
  if (mac && e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && letter === 'h') {
    return { type: 'open', mode: 'replace' };
  }
  return null;
}
