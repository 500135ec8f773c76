import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton, mediaSrc } from '@handyq/web';
import { wrapIndex, type Slide } from '../lib/media';
import s from './carousel.module.css';

/**
 * An item's videos and images one at a time, with the caption below. Previous and next wrap
 * around; 'n / total' tells where you are.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  if (!slides.length) return null;
  const at = Math.min(index, slides.length - 1);
  const slide = slides[at]!;
  const go = (step: number) => setIndex(wrapIndex(at, step, slides.length));
  return (
    <section className={s.carousel} aria-roledescription="carousel" aria-label="Media">
      <figure className={s.figure}>
        <div className={s.frame}>
          {slide.kind === 'video' ? (
            <video
              key={slide.url}
              className={s.media}
              src={slide.url}
              controls
              playsInline
              preload="metadata"
            />
          ) : (
            <img
              key={slide.url}
              className={s.media}
              src={mediaSrc(slide.url)}
              alt={slide.caption || `Image ${at + 1}`}
            />
          )}
        </div>
        {slide.caption && <figcaption className={s.caption}>{slide.caption}</figcaption>}
      </figure>
      <div className={s.controls}>
        {slides.length > 1 && (
          <IconButton label="Previous" icon={<ChevronLeft size={26} aria-hidden />} onClick={() => go(-1)} />
        )}
        <span className={s.count} aria-live="polite">
          {at + 1} / {slides.length}
        </span>
        {slides.length > 1 && (
          <IconButton label="Next" icon={<ChevronRight size={26} aria-hidden />} onClick={() => go(1)} />
        )}
      </div>
    </section>
  );
}
