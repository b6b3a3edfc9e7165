import { useRef, type FocusEvent, type TouchEvent } from 'react';
import { useBelowFoldContent } from '../hooks/useBelowFoldContent';
import { useSlideshow } from '../hooks/useSlideshow';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { SlideMock } from './slides/SlideMock';

const SWIPE_PX = 40;

/**
 * The 12-slide tour of the student dashboard (SPEC §2). Rotates every SLIDESHOW_INTERVAL_MS,
 * stays still under prefers-reduced-motion, and holds while hovered or focused.
 */
export function Slideshow() {
  const { tour, tourMock } = useBelowFoldContent();
  const slides = tour.slides;
  const total = slides.length;
  const show = useSlideshow(total, tour.intervalMs);
  const touchX = useRef<number | null>(null);
  const slide = slides[show.index] ?? slides[0]!;
  const n = show.index + 1;

  function onBlur(e: FocusEvent<HTMLDivElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) show.setFocusWithin(false);
  }
  function onTouchStart(e: TouchEvent) {
    touchX.current = e.touches[0]?.clientX ?? null;
  }
  function onTouchEnd(e: TouchEvent) {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined) return;
    if (end - start > SWIPE_PX) show.previous();
    else if (start - end > SWIPE_PX) show.next();
  }

  return (
    <div
      className="lp-show"
      role="region"
      aria-roledescription="carousel"
      aria-label={tour.label}
      data-testid="slideshow"
      data-playing={show.running ? 'true' : 'false'}
      onMouseEnter={() => show.setHovered(true)}
      onMouseLeave={() => show.setHovered(false)}
      onFocus={() => show.setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div
        className="lp-show__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${n} of ${total}`}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className="lp-frame" aria-hidden="true">
          <div className="lp-frame__bar">
            <span className="lp-frame__dots">
              <i />
              <i />
              <i />
            </span>
            <span className="lp-frame__url">{tourMock.url}</span>
          </div>
          <div className="lp-frame__screen">
            {/* Every mock sits in the same grid cell, so the frame keeps the tallest height and
                the slides cross-fade instead of making the page jump. */}
            {slides.map((s, i) => (
              <div key={s.key} className={`lp-frame__slot${i === show.index ? ' lp-frame__slot--active' : ''}`}>
                <SlideMock slideKey={s.key} />
              </div>
            ))}
          </div>
        </div>
        <div key={slide.key} className="lp-show__text">
          <p className="lp-show__caption" data-testid="slide-caption">
            {slide.caption}
          </p>
          <p className="lp-show__desc">{slide.description}</p>
        </div>
      </div>

      <div className="lp-show__controls">
        <button type="button" className="lp-iconbtn" onClick={show.togglePlaying} aria-label={show.playing ? tour.pause : tour.play}>
          {show.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className="lp-iconbtn" onClick={show.previous} aria-label={tour.previous}>
          <ChevronLeftIcon />
        </button>
        <p className="lp-show__count" aria-hidden="true">
          {n} / {total}
        </p>
        <button type="button" className="lp-iconbtn" onClick={show.next} aria-label={tour.next}>
          <ChevronRightIcon />
        </button>
      </div>

      <div className="lp-show__dots" role="group" aria-label={tour.dotsLabel}>
        {slides.map((s, i) => (
          <button
            key={s.key}
            type="button"
            className="lp-dot"
            aria-label={tour.goTo(i + 1, s.caption)}
            aria-current={i === show.index ? 'true' : undefined}
            onClick={() => show.goTo(i)}
          />
        ))}
      </div>

      <p className="lp-sr-only" aria-live="polite" aria-atomic="true">
        {tour.announce(n, total, slide.caption)}
      </p>
    </div>
  );
}
