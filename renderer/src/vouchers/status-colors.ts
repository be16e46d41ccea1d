import { createContext, useContext } from 'react';

// Status chips are coloured per list: main gives each distinct value of a list its own slot,
// first seen first, and keeps the slots across restarts (spec §3: status values are not shown, so
// the app never assumes a list of them). A slot is a colour of the palette below; the value's
// text is always in the chip, so colour is never the only cue.
//
// The palette: Okabe & Ito's eight colours first (distinguishable with the common colour-vision
// deficiencies; most lists have fewer than eight statuses), then Paul Tol's "muted" and "light"
// schemes. Each is drawn as a swatch and border on a tint of itself, on the light and the dark
// background alike. Past the palette's end the colours repeat with a dashed border.

export const PALETTE: readonly string[] = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#F0E442',
  '#0072B2',
  '#D55E00',
  '#CC79A7',
  '#8C8C8C',
  '#332288',
  '#88CCEE',
  '#44AA99',
  '#117733',
  '#999933',
  '#DDCC77',
  '#CC6677',
  '#882255',
  '#AA4499',
  '#77AADD',
  '#EE8866',
  '#EEDD88',
  '#FFAABB',
  '#99DDFF',
  '#44BB99',
  '#BBCC33',
];

export interface ChipLook {
  color: string;
  /** Past the palette's end: the colour repeats, drawn with a dashed border. */
  repeated: boolean;
}

export function chipLook(slot: number): ChipLook {
  const index = ((slot % PALETTE.length) + PALETTE.length) % PALETTE.length;
  return { color: PALETTE[index] ?? '#8C8C8C', repeated: slot >= PALETTE.length };
}

/** The colour slots of the list on screen: status value → slot (from vouchers.search). */
export const StatusSlots = createContext<ReadonlyMap<string, number>>(new Map());

export function useStatusSlot(value: string): number | undefined {
  return useContext(StatusSlots).get(value);
}
