import { describe, expect, it } from 'vitest';
import { EventBus } from '../../../main/ipc/event-bus.ts';

describe('the event bus', () => {
  it('reach the listeners of their own name only, until they unsubscribe', () => {
    const events = new EventBus();
    const paced: (number | null)[] = [];
    const changed: (string | null)[] = [];
    const stop = events.on('pacing.changed', ({ resumeAt }) => paced.push(resumeAt));
    events.on('connections.changed', ({ activeId }) => changed.push(activeId));
    events.emit('pacing.changed', { profileId: 'p', resumeAt: 5 });
    events.emit('connections.changed', { activeId: 'p' });
    stop();
    events.emit('pacing.changed', { profileId: 'p', resumeAt: null });
    expect(paced).toEqual([5]);
    expect(changed).toEqual(['p']);
  });

  it('lets a listener unsubscribe while the event is being told, without skipping others', () => {
    const events = new EventBus();
    const heard: string[] = [];
    const first = events.on('connections.changed', () => {
      heard.push('first');
      first();
    });
    events.on('connections.changed', () => heard.push('second'));
    events.emit('connections.changed', { activeId: null });
    events.emit('connections.changed', { activeId: null });
    expect(heard).toEqual(['first', 'second', 'second']);
  });

  it('tells every event to a subscriber, checked against the contract', () => {
    const events = new EventBus();
    const heard: [string, unknown][] = [];
    events.subscribe((name, payload) => heard.push([name, payload]));
    events.emit('app.core', { state: 'ready' });
    expect(heard).toEqual([['app.core', { state: 'ready' }]]);
    expect(() => {
      events.emit('app.core', { state: 'sleeping' } as never);
    }).toThrow();
    expect(heard).toHaveLength(1);
  });

  it('relays from another process only the contract’s events with payloads that check', () => {
    const events = new EventBus();
    const heard: string[] = [];
    events.subscribe((name) => heard.push(name));
    events.on('pacing.changed', ({ resumeAt }) => heard.push(`paced ${String(resumeAt)}`));
    expect(events.relay('pacing.changed', { profileId: 'p', resumeAt: 7 })).toBe(true);
    expect(events.relay('pacing.changed', { profileId: 'p' })).toBe(false);
    expect(events.relay('window.open', { url: 'x' })).toBe(false);
    expect(events.relay('toString', {})).toBe(false);
    expect(heard).toEqual(['paced 7', 'pacing.changed']);
  });
});
