// The stand-in for the Inventory and Order Data Service: `node service/cli.ts [options]`.
// Prints one line `READY <json>` once it listens, then a few lines for people.
import { parseOptions, USAGE, type Options } from './options.ts';
import { watchParent } from './parent-watch.ts';
import { start } from './start.ts';

let options: Options | 'help';
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(USAGE);
  process.exit(2);
}
if (options === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const { server, db, ready, notes } = await start(options);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    db.close();
    process.exit(0);
  });
  server.closeAllConnections();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
if (options.exitWithParent) watchParent(stop);

// Printed only once the handlers are in place: whoever reads READY may signal at once.
process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
for (const note of notes) process.stdout.write(`${note}\n`);
