import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '../push/push-hub';
import { ACTIVITY_PUBLISH_INTERVAL_MS, createActivityPublisher } from './activity-publisher';

function setup() {
  vi.useFakeTimers();
  const published: PushMessage[][] = [];
  const publisher = createActivityPublisher({
    push: {
      publish: async (messages) => {
        published.push(messages);
      },
    },
  });
  return { publisher, published };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('activity publisher', () => {
  it('announces the first change at once, on the public topic, with nothing but the event', () => {
    const { publisher, published } = setup();
    publisher.changed();
    expect(published).toEqual([[{ topic: 'activity', event: 'activity', data: {} }]]);
  });

  it('folds the changes of one interval into one announcement at its end', () => {
    const { publisher, published } = setup();
    publisher.changed();
    publisher.changed();
    publisher.changed();
    expect(published).toHaveLength(1);

    vi.advanceTimersByTime(ACTIVITY_PUBLISH_INTERVAL_MS - 1);
    expect(published).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(published).toHaveLength(2);

    // The trailing announcement starts another interval: a change within it waits for its end.
    publisher.changed();
    expect(published).toHaveLength(2);
    vi.advanceTimersByTime(ACTIVITY_PUBLISH_INTERVAL_MS);
    expect(published).toHaveLength(3);
  });

  it('announces at once again after a quiet interval, and nothing while nothing changed', () => {
    const { publisher, published } = setup();
    publisher.changed();
    vi.advanceTimersByTime(5 * ACTIVITY_PUBLISH_INTERVAL_MS);
    expect(published).toHaveLength(1);

    publisher.changed();
    expect(published).toHaveLength(2);
  });

  it('announces nothing after close, not even a change it was holding', () => {
    const { publisher, published } = setup();
    publisher.changed();
    publisher.changed();
    publisher.close();
    vi.advanceTimersByTime(ACTIVITY_PUBLISH_INTERVAL_MS);
    publisher.changed();
    expect(published).toHaveLength(1);
  });
});
