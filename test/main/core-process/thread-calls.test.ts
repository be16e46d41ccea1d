// The request-by-id client of a core thread (main/core-process/thread-calls.ts) that the planning,
// reading and writing threads share, over a real worker thread: replies find their request
// whatever their order, a thread that ends or fails answers every waiting request with its
// message and the next request starts a new thread, and a thread kept only while it answers
// lets its process end (a real child process that exits by itself once answered).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ThreadCalls } from '../../../main/core-process/thread-calls.ts';

const FIXTURE = resolve(import.meta.dirname, 'fixtures/thread-calls-worker.ts');
const SOURCE = resolve(import.meta.dirname, '../../../main/core-process/thread-calls.ts');

type Ask = { name: 'echo' | 'hold' | 'release' | 'exit' | 'throw'; text?: string };
type Reply = { id: number; text: string; threadId: number; dbPath: string };

const opened: ThreadCalls<Ask, Reply>[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thread) => thread.close()));
});

function thread(): ThreadCalls<Ask, Reply> {
  const calls = new ThreadCalls<Ask, Reply>(FIXTURE, 'the-store-file', 'the test thread');
  opened.push(calls);
  return calls;
}

const replyOf = (answer: Reply | string): Reply => {
  if (typeof answer === 'string') throw new Error(answer);
  return answer;
};

describe('ThreadCalls', () => {
  it('matches each reply to its request by id, in whatever order the thread answers', async () => {
    const calls = thread();
    const first = calls.ask({ name: 'hold', text: 'first' });
    const second = calls.ask({ name: 'hold', text: 'second' });
    // The release is answered before the two held requests sent ahead of it.
    const order: string[] = [];
    const all = [first, second, calls.ask({ name: 'release', text: 'release' })].map((asked) =>
      asked.then((answer) => {
        order.push(replyOf(answer).text);
        return replyOf(answer);
      }),
    );
    const replies = await Promise.all(all);
    expect(replies.map((reply) => reply.text)).toEqual(['first', 'second', 'release']);
    expect(order[0]).toBe('release');
    // One thread answered all three, over the file it was given.
    expect(new Set(replies.map((reply) => reply.threadId)).size).toBe(1);
    expect(replies[0]?.dbPath).toBe('the-store-file');
  }, 60_000);

  it('answers every waiting request with the message of a thread that ended, then starts anew', async () => {
    const calls = thread();
    const before = replyOf(await calls.ask({ name: 'echo', text: 'before' }));
    const held = calls.ask({ name: 'hold', text: 'held' });
    const ended = calls.ask({ name: 'exit' });
    expect(await held).toBe('the test thread ended (exit code 3)');
    expect(await ended).toBe('the test thread ended (exit code 3)');
    const after = replyOf(await calls.ask({ name: 'echo', text: 'after' }));
    expect(after.text).toBe('after');
    expect(after.threadId).not.toBe(before.threadId);
  }, 60_000);

  it('answers with the error of a thread that failed', async () => {
    const calls = thread();
    const held = calls.ask({ name: 'hold' });
    expect(await calls.ask({ name: 'throw' })).toMatch(/failed on purpose/);
    expect(await held).toMatch(/failed on purpose/);
    expect(replyOf(await calls.ask({ name: 'echo', text: 'again' })).text).toBe('again');
  }, 60_000);

  it('keeps its process alive only while a request is being answered', async () => {
    // A real process that asks once and then has nothing left to do: it must end by itself.
    const output = await runScript(`
      const reply = await calls.ask({ name: 'echo', text: 'answered' });
      console.log(reply.text);`);
    expect(output.trim()).toBe('answered');
  }, 90_000);

  it('warms: the thread starts before its first request, which the same thread answers', async () => {
    const calls = thread();
    expect(calls.running).toBe(false);
    calls.warm();
    expect(calls.running).toBe(true);
    const first = replyOf(await calls.ask({ name: 'echo', text: 'first' }));
    calls.warm();
    const second = replyOf(await calls.ask({ name: 'echo', text: 'second' }));
    expect(second.threadId).toBe(first.threadId);
    await calls.close();
    // Closed (the core closing): a warm no longer starts a thread.
    calls.warm();
    expect(calls.running).toBe(false);
  }, 60_000);

  it('a warmed thread with no request keeps no process alive', async () => {
    const output = await runScript(`
      calls.warm();
      console.log(calls.running ? 'warmed' : 'not warmed');`);
    expect(output.trim()).toBe('warmed');
  }, 90_000);
});

/** Runs `body` in a real process beside a ThreadCalls named `calls`: its output once it ends. */
async function runScript(body: string): Promise<string> {
  const script = `
    import { ThreadCalls } from ${JSON.stringify(SOURCE)};
    const calls = new ThreadCalls(${JSON.stringify(FIXTURE)}, 'file', 'the test thread');
    ${body}`;
  // A file, not --eval: a worker would inherit --input-type and refuse its own file.
  const dir = mkdtempSync(join(tmpdir(), 'kikan-thread-calls-'));
  const file = join(dir, 'script.mjs');
  writeFileSync(file, script);
  try {
    return await new Promise<string>((done, fail) => {
      execFile(process.execPath, [file], { timeout: 60_000 }, (error, stdout) => {
        if (error) fail(new Error(`the process failed: ${error.message}`));
        else done(stdout);
      });
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
