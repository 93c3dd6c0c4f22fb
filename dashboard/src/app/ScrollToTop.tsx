import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top, as after a full page load. Not on the first render: the page the
 * browser loaded is where the browser put it — at an anchor, where a reload restores it, or where
 * the visitor already scrolled a pre-rendered page before the app took it over.
 */
export function ScrollToTop() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
