import { describe, expect, it } from 'vitest';
import { InternalEvents } from '../../main/internal-events.ts';

describe('the core’s internal events', () => {
  it('reach the listeners of their own name only, until they unsubscribe', () => {
    const events = new InternalEvents();
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
    const events = new InternalEvents();
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
});
