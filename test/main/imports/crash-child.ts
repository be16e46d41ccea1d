// A main-process import pipeline in its own process, for the crash test: opens the store at
// argv[2], sends to the stand-in at argv[3] with the token in KIKAN_TEST_TOKEN, and either
// starts an import of the drafts ("start") or resumes the unfinished ones ("resume"). With
// KIKAN_KILL_AT=<point>:<n> it kills itself with SIGKILL at that point, as a crash would.
import { openHarness, type Hooks } from './harness.ts';

const [path = '', url = '', mode = 'resume'] = process.argv.slice(2);
const token = process.env.KIKAN_TEST_TOKEN ?? '';
const [point, at] = (process.env.KIKAN_KILL_AT ?? ':').split(':');
const n = Number(at);
const kill = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};
/** Batches marked sent and not yet answered in the journal: more than one while pipelining. */
const outstanding = (): number =>
  harness.store.imports
    .listUnfinished()
    .flatMap((record) => record.batches)
    .filter((batch) => batch.state === 'sent').length;
const hooks: Hooks = {
  beforeMarkSent: (seq) => {
    if (point === 'before-send' && seq === n) kill();
  },
  afterMarkSent: (seq) => {
    // The next request just went out while the previous one is still unanswered.
    if (point === 'sent-while-previous-out' && seq >= n && outstanding() >= 2) kill();
  },
  afterAnswer: (ordinal) => {
    if (point === 'after-answer' && ordinal === n) kill();
    // An answer came back (not yet journalled) while the next request is already in flight.
    if (point === 'answer-while-next-out' && ordinal >= n && outstanding() >= 2) kill();
  },
  afterMarkDone: (seq) => {
    if (point === 'inside-commit' && seq === n) kill();
  },
  afterReplace: (ordinal) => {
    if (point === 'after-replace' && ordinal === n) kill();
  },
};

const windowMs = Number(process.env.KIKAN_WINDOW_MS ?? '60000');
const harness = openHarness({ url, token }, { path, hooks, windowMs });
const ids =
  mode === 'start'
    ? [harness.coordinator.start(harness.profileId).importId]
    : harness.coordinator.resumeUnfinished();
const ended = await Promise.all(ids.map((id) => harness.ended(id)));
process.stdout.write(`${JSON.stringify(ended)}\n`);
await harness.close();
