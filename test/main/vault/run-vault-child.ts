import { execFile } from 'node:child_process';
import { join } from 'node:path';

const CHILD = join(import.meta.dirname, 'vault-child.ts');

/** Runs vault-child.ts with the given environment and returns its parsed JSON line. */
export function runVaultChild(args: string[], env: NodeJS.ProcessEnv): Promise<unknown> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CHILD, ...args],
      { env, timeout: 20_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`vault child failed: ${error.message}\n${stderr}`));
          return;
        }
        const line = stdout.trim().split('\n').at(-1) ?? '';
        resolve(JSON.parse(line) as unknown);
      },
    );
  });
}
