import { useEffect, useId, useRef, useState } from 'react';
import { GRID_MAX_TILES, NARROW_BREAKPOINT_PX } from '@handyq/domain';
import { Tile, tileKey, type TileData } from './tile';
import s from './tile-list.module.css';

function useNarrow(): boolean {
  const query = `(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`;
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setNarrow(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return narrow;
}

/**
 * A titled list of tiles. Under 1000 px it scrolls sideways and, when it overflows, offers
 * 'See all' to switch to a grid (and 'Back' to return). Two tiles or fewer are always a grid.
 */
export function TileList({ title, tiles }: { title: string; tiles: TileData[] }) {
  const narrow = useNarrow();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const alwaysGrid = tiles.length <= GRID_MAX_TILES;
  const asGrid = alwaysGrid || expanded;

  // Measured when the browser has laid the row out (a ResizeObserver reports once at the start),
  // never by forcing a layout in the middle of React's commit (a long task on a phone).
  useEffect(() => {
    const el = listRef.current;
    if (!el || asGrid) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [asGrid, tiles.length, narrow]);

  const showToggle = narrow && !alwaysGrid && (expanded || overflows);

  return (
    <section className={s.section} aria-labelledby={headingId}>
      <div className={s.head}>
        <h2 id={headingId} className={s.title}>
          {title}
        </h2>
        {showToggle && (
          <button
            type="button"
            className={s.toggle}
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Back' : 'See all'}
          </button>
        )}
      </div>
      <ul ref={listRef} className={asGrid ? s.grid : s.row} data-layout={asGrid ? 'grid' : 'row'}>
        {tiles.map((t, i) => (
          <li key={tileKey(t, i)}>
            <Tile tile={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}
