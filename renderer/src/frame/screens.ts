export const SCREENS = ['connect', 'catalog', 'vouchers', 'history', 'settings'] as const;
export type Screen = (typeof SCREENS)[number];
export type Navigate = (screen: Screen) => void;
