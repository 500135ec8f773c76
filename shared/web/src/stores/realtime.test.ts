import { realtime } from './realtime';

describe('the realtime hub', () => {
  it('passes each event to its subscribers until they stop, and only that event', () => {
    const got: unknown[] = [];
    const stop = realtime.on('item-status', (change) => got.push(change));
    const other = jest.fn();
    const stopOther = realtime.on('review-about-you', other);
    realtime.deliver('item-status', { itemId: 'a', status: 'public', from: 'pending' });
    stop();
    realtime.deliver('item-status', { itemId: 'b', status: 'private', from: 'public' });
    expect(got).toEqual([{ itemId: 'a', status: 'public', from: 'pending' }]);
    expect(other).not.toHaveBeenCalled();
    stopOther();
  });

  it('a failing subscriber stops no other', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const after = jest.fn();
    const stops = [
      realtime.on('connected', () => {
        throw new Error('boom');
      }),
      realtime.on('connected', after),
    ];
    realtime.deliver('connected', undefined);
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    stops.forEach((stop) => stop());
    error.mockRestore();
  });

  it('follows an item while any page does: the shell is told of the first and the last only', () => {
    const told: [string, boolean][] = [];
    const stopWatching = realtime.onWatch((itemId, watching) => told.push([itemId, watching]));
    const first = realtime.watchItem('abc123');
    const second = realtime.watchItem('abc123');
    expect(realtime.watchedItems()).toEqual(['abc123']);
    first();
    first();
    expect(told).toEqual([['abc123', true]]);
    second();
    expect(told).toEqual([
      ['abc123', true],
      ['abc123', false],
    ]);
    expect(realtime.watchedItems()).toEqual([]);
    stopWatching();
    realtime.watchItem('other1')();
    expect(told).toHaveLength(2);
  });
});
