import { createFeed } from './feed';

describe('a feed', () => {
  it('hands each value to the listeners there when it comes, and none after they leave', () => {
    const feed = createFeed<number>();
    const a: number[] = [];
    const b: number[] = [];
    feed.publish(1);
    const leaveA = feed.subscribe((v) => a.push(v));
    feed.subscribe((v) => b.push(v));
    feed.publish(2);
    leaveA();
    feed.publish(3);
    expect(a).toEqual([2]);
    expect(b).toEqual([2, 3]);
  });
});
