/**
 * A field of a page rendered on the server can be typed in before the page's code runs. React
 * keeps what was typed when it hydrates, but the form's state still holds the served value, which
 * the next render would write back into the element (and the form would send). So once the page
 * has taken over, the state adopts what the element holds. After that the two are always equal
 * (React writes the state into the element on every change): this acts at most once.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, value: string, onChange: (typed: string) => void): void {
  // In the commit itself: before the render that follows hydration writes the state into the element.
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, [field, value, onChange]);
}
