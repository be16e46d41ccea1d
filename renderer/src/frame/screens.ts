/** The sections of the navigation rail, in order; each is the first segment of its routes. */
export const SCREENS = [
  'connect',
  'catalog',
  'send',
  'sent',
  'vouchers',
  'products',
  'history',
  'settings',
] as const;
export type Screen = (typeof SCREENS)[number];
