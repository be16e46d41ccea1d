import { z } from 'zod';

export const settingsSchema = z.object({
  language: z.enum(['system', 'en', 'ja']),
  theme: z.enum(['system', 'light', 'dark']),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { language: 'system', theme: 'system' };
