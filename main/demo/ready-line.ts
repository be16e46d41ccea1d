import { z } from 'zod';

// The stand-in prints one `READY <json>` line once it listens; main reads it to connect the demo.

const appSchema = z.object({
  name: z.string(),
  client_id: z.string(),
  live_secret: z.string(),
  test_secret: z.string(),
  token: z.string(),
  permissions: z.array(z.string()),
});

export const readyLineSchema = z.object({
  url: z.string(),
  mode: z.string(),
  workspaces: z.array(
    z.object({
      name: z.string(),
      apps: z.array(appSchema),
      counts: z.record(z.string(), z.number()),
    }),
  ),
});
export type ReadyLine = z.infer<typeof readyLineSchema>;
export type ReadyApp = z.infer<typeof appSchema>;

export function parseReadyLine(line: string): ReadyLine | null {
  if (!line.startsWith('READY ')) return null;
  try {
    return readyLineSchema.parse(JSON.parse(line.slice('READY '.length)));
  } catch {
    return null;
  }
}
