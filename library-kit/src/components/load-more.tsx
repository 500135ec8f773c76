import { useEffect, useRef } from 'react';
import { Button } from '@handyq/web';
import s from './load-more.module.css';

/**
 * The end of a list with more pages (PracticeLab's items, the PracticeLog's entries): the next page loads when this comes into view, and a
 * 'Load more' button does the same where that is not noticed.
 */
export function LoadMore({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!el || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [loading]);
  return (
    <div ref={sentinel} className={s.more}>
      <Button variant="secondary" onClick={onMore} disabled={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
