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
});
