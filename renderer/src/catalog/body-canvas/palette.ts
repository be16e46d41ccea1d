// The colours and fonts the grid's cells are drawn with, read from the grid's own CSS
// (catalog.css, the theme's colours) through a hidden sample of its classes, so the canvas draws
// what the elements would in either theme, and follows the stylesheet when it changes.

export interface BodyPalette {
  surface: string;
  text: string;
  border: string;
  borderStrong: string;
  focus: string;
  selected: string;
  error: string;
  errorBar: string;
  warning: string;
  warningBar: string;
  noteBar: string;
  selectedError: string;
  changed: string;
  waitingBar: string;
  waitingAlpha: number;
  head: string;
  headText: string;
  headSelected: string;
  headSelectedText: string;
  newHeadText: string;
  font: string;
  headFont: string;
  selectedHeadFont: string;
  newHeadFont: string;
}

/** The cells' classes sampled, by what each gives. */
const SAMPLES = {
  cell: 'grid-cell',
  selected: 'grid-cell selected',
  error: 'grid-cell mark-error',
  warning: 'grid-cell mark-warning',
  note: 'grid-cell mark-note',
  selectedError: 'grid-cell selected mark-error',
  edge: 'grid-cell frozen-edge',
  active: 'grid-cell active',
} as const;

let darkScheme: MediaQueryList | null = null;

/**
 * What the palette depends on beyond the style sheet: the theme (the <html> attribute the sheet
 * reads, and the system's scheme it follows on "system") and the language (its fonts). A palette
 * is read again when this changes, not at every scroll.
 */
export function lookKey(): string {
  darkScheme ??= matchMedia('(prefers-color-scheme: dark)');
  const root = document.documentElement;
  return `${root.dataset['theme'] ?? ''}|${String(darkScheme.matches)}|${root.lang}`;
}

const fontOf = (style: CSSStyleDeclaration): string =>
  `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;

/** The left-edge bar of a marked cell (its inset box shadow's colour). */
function barColour(style: CSSStyleDeclaration, fallback: string): string {
  const shadow = style.boxShadow;
  const colour = /^(rgba?\([^)]*\)|color\([^)]*\)|oklch\([^)]*\)|#[0-9a-f]+)/i.exec(shadow);
  return colour?.[1] ?? fallback;
}

/**
 * Reads the palette inside `host` (the grid's scroller, so the theme's colours apply): a hidden
 * row of sample cells is added, read and removed.
 */
export function readPalette(host: HTMLElement): BodyPalette {
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText =
    'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden';
  const row = document.createElement('div');
  row.className = 'grid-row waiting';
  probe.append(row);
  const make = (className: string): HTMLElement => {
    const el = document.createElement('div');
    el.className = className;
    row.append(el);
    return el;
  };
  const cells = Object.fromEntries(
    Object.entries(SAMPLES).map(([key, className]) => [key, make(className)]),
  ) as Record<keyof typeof SAMPLES, HTMLElement>;
  // The changed corner is a gradient of --changed: its colour is read as a plain colour.
  const changed = make('grid-cell');
  changed.style.color = 'var(--changed)';
  const head = make('grid-rowhead');
  const selectedHead = make('grid-rowhead selected');
  const newRow = document.createElement('div');
  newRow.className = 'grid-row new-row';
  const newHead = document.createElement('div');
  newHead.className = 'grid-rowhead';
  newRow.append(newHead);
  probe.append(newRow);
  host.append(probe);
  try {
    const style = (el: Element) => getComputedStyle(el);
    const cell = style(cells.cell);
    const hostStyle = style(host);
    const waiting = getComputedStyle(cells.cell, '::before');
    const headStyle = style(head);
    const selectedHeadStyle = style(selectedHead);
    const newHeadStyle = style(newHead);
    return {
      surface: hostStyle.backgroundColor,
      text: cell.color,
      border: cell.borderRightColor,
      borderStrong: style(cells.edge).borderRightColor,
      focus: style(cells.active).outlineColor,
      selected: style(cells.selected).backgroundColor,
      error: style(cells.error).backgroundColor,
      errorBar: barColour(style(cells.error), cell.color),
      warning: style(cells.warning).backgroundColor,
      warningBar: barColour(style(cells.warning), cell.color),
      noteBar: barColour(style(cells.note), cell.color),
      selectedError: style(cells.selectedError).backgroundColor,
      changed: style(changed).color,
      waitingBar: waiting.backgroundColor,
      waitingAlpha: Number(waiting.opacity) || 1,
      head: headStyle.backgroundColor,
      headText: headStyle.color,
      headSelected: selectedHeadStyle.backgroundColor,
      headSelectedText: selectedHeadStyle.color,
      newHeadText: newHeadStyle.color,
      font: fontOf(cell),
      headFont: fontOf(headStyle),
      selectedHeadFont: fontOf(selectedHeadStyle),
      newHeadFont: fontOf(newHeadStyle),
    };
  } finally {
    probe.remove();
  }
}
