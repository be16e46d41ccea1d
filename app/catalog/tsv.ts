// Shared by the grid (copy, paste) and the core (catalog.copy of a large range).
// Tab-separated text as Excel and Google Sheets put it on the clipboard. A cell holding a tab,
// a line break or a double quote is wrapped in double quotes with its quotes doubled; rows end
// with CRLF, the last one too. Reading accepts CRLF, LF or CR, and a missing last line break.

const NEEDS_QUOTES = /[\t\r\n"]/;

function quote(cell: string): string {
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function serialiseTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quote).join('\t') + '\r\n').join('');
}

/**
 * Parses clipboard text into rows of cells. A cell is quoted only when it starts with a quote;
 * a quote anywhere else is an ordinary character (Excel copies `5" screen` as is when it holds
 * no tab or break). Text after a closing quote, before the next tab or break, is kept as typed.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const n = text.length;
  let atCellStart = true;

  const endCell = () => {
    row.push(cell);
    cell = '';
    atCellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };

  while (i < n) {
    const ch = text[i] as string;
    if (atCellStart && ch === '"') {
      const close = closingQuote(text, i + 1);
      if (close !== -1) {
        cell += text.slice(i + 1, close).replaceAll('""', '"');
        i = close + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      endCell();
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  // A last line without a break still counts; the break after the last line adds no row.
  if (cell !== '' || row.length > 0 || (n > 0 && !atCellStart)) endRow();
  return rows;
}

/** The index of the quote closing a quoted cell whose text starts at `from`, or -1. */
function closingQuote(text: string, from: number): number {
  let i = from;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q === -1) return -1;
    if (text[q + 1] === '"') {
      i = q + 2;
      continue;
    }
    return q;
  }
}
