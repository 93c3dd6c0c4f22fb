import { useEffect, useRef } from 'react';

/** A `<details>` used as a menu: closes on a click outside it, and on request (e.g. after a link). */
export function useDisclosureMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  return { ref, close };
}
