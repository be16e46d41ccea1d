// npm run bench -- <name> [...]: runs test/bench/<name>.bench.ts (all of them without a name).
import { readdirSync } from 'node:fs';

const names = process.argv.slice(2);
const available = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.slice(0, -'.bench.ts'.length))
  .sort();
const chosen = names.length > 0 ? names : available;
for (const name of chosen) {
  if (!available.includes(name)) {
    console.error(`No benchmark "${name}". Available: ${available.join(', ')}`);
    process.exit(2);
  }
}
for (const name of chosen) {
  console.log(`\n## ${name}\n`);
  const module = (await import(`./${name}.bench.ts`)) as { run: () => Promise<void> };
  await module.run();
}
