// What main asks of the demo stand-in and what it keeps of the answer. The spawner here records
// arguments and prints a READY line like the stand-in's (the real stand-in runs in
// test/main/core/demo.test.ts and the Electron entry tests).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DemoService, NO_ADMIN_FLAG } from '../../../main/demo/demo-service.ts';
import type { ServiceSpawner } from '../../../main/demo/service-spawner.ts';

const ADMIN_KEY = 'adm_0123456789abcdef0123456789abcdef';

function recordingSpawner(spawned: string[][]): ServiceSpawner {
  return (args) => {
    spawned.push([...args]);
    const stdout = new PassThrough();
    const ready = {
      url: 'http://127.0.0.1:4999',
      mode: 'development',
      admin_key: ADMIN_KEY,
      workspaces: [
        {
          name: 'demo',
          counts: {},
          apps: [
            {
              name: 'full',
              client_id: 'cid',
              live_secret: 'live',
              test_secret: 'test',
              token: 'tok',
              permissions: [],
            },
          ],
        },
      ],
    };
    setTimeout(() => stdout.write(`READY ${JSON.stringify(ready)}\n`), 5);
    return { stdout, kill: () => undefined, onExit: () => undefined };
  };
}

describe('demo stand-in launch', () => {
  it('passes --no-admin only when the admin surface is off (the packaged app)', async () => {
    const spawned: string[][] = [];
    await new DemoService(recordingSpawner(spawned), '/data', { admin: false }).connection();
    await new DemoService(recordingSpawner(spawned), '/data', { admin: true }).connection();
    expect(spawned[0]).toContain(NO_ADMIN_FLAG);
    expect(NO_ADMIN_FLAG).toBe('--no-admin');
    expect(spawned[1]).not.toContain(NO_ADMIN_FLAG);
  });

  it('keeps nothing of the admin key in what it hands on', async () => {
    const connection = await new DemoService(recordingSpawner([]), '/data', {
      admin: false,
    }).connection();
    expect(JSON.stringify(connection)).not.toContain(ADMIN_KEY);
    expect(connection.app.client_id).toBe('cid');
  });
});
