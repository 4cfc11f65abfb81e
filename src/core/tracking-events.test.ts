import { describe, expect, it } from 'vitest';
import { createEvent, type EventContext } from './tracking-events.ts';

const context: EventContext = {
  ownerId: 'abcd',
  url: 'http://localhost:8080/',
  userAttributes: { urlPath: '/', host: 'localhost:8080', device: 'desktop' },
  sessionId: 'a'.repeat(32),
  visitorId: 'b'.repeat(32),
};

describe('createEvent', () => {
  it('builds the event shape with the page and visitor fields', () => {
    expect(createEvent('impression', { contentId: 'c1', variationId: 'v1', metadata: { extra: 1 } }, context)).toEqual({
      type: 'impression',
      data: {
        contentId: 'c1',
        variationId: 'v1',
        ownerId: 'abcd',
        metadata: { url: 'http://localhost:8080/', extra: 1 },
        userAttributes: { urlPath: '/', host: 'localhost:8080', device: 'desktop' },
        sessionId: 'a'.repeat(32),
        visitorId: 'b'.repeat(32),
      },
    });
  });

  it('omits variationId when it is the content id, and undefined fields', () => {
    const event = createEvent(
      'conversion',
      { contentId: 'c1', variationId: 'c1', amount: undefined, meta: undefined },
      context,
    );
    expect(Object.keys(event.data)).toEqual([
      'contentId',
      'ownerId',
      'metadata',
      'userAttributes',
      'sessionId',
      'visitorId',
    ]);
  });

  it('snapshots the properties', () => {
    const meta = { product: 'shoes' };
    const event = createEvent('conversion', { meta }, context);
    meta.product = 'changed';
    expect(event.data.meta).toEqual({ product: 'shoes' });
  });
});
