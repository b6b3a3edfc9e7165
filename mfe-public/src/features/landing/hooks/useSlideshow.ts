import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@portal/shared-ui/hooks/use-prefers-reduced-motion';

export interface SlideshowState {
  index: number;
  /** Auto-rotation is on (not paused by the user or by reduced motion). */
  playing: boolean;
  /** Auto-rotation is on and nothing holds it (hover, focus within). */
  running: boolean;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  togglePlaying(): void;
  setHovered(hovered: boolean): void;
  setFocusWithin(focused: boolean): void;
}

/**
 * Index and auto-rotation of a slideshow: a new slide every `intervalMs`, off under
 * prefers-reduced-motion (unless the user presses play), held while hovered or focused.
 */
export function useSlideshow(count: number, intervalMs: number): SlideshowState {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const playing = userPlaying ?? !reducedMotion;
  const running = playing && !hovered && !focusWithin && count > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setUserPlaying(!playing), [playing]);

  return { index, playing, running, next, previous, goTo, togglePlaying, setHovered, setFocusWithin };
}
