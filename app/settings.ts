import { z } from 'zod';

export const settingsSchema = z.object({
  language: z.enum(['system', 'en', 'ja']),
  theme: z.enum(['system', 'light', 'dark']),
  /** The catalog's problem pane: open or folded; null until the user chooses (by window height). */
  problemPaneOpen: z.boolean().nullable(),
  /** The height of its list, in CSS pixels, as the user last dragged it. */
  problemPaneHeight: z.number().int().min(40).max(2000),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  language: 'system',
  theme: 'system',
  problemPaneOpen: null,
  problemPaneHeight: 160,
};
