import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A `<details>` used as a header menu: it closes on a click elsewhere, on Escape (focus back on its summary)
 * and when the page changes.
 */
export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    ref.current?.removeAttribute('open');
  }, [pathname]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.removeAttribute('open');
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = ref.current;
    if (event.key !== 'Escape' || !details?.open) return;
    details.removeAttribute('open');
    details.querySelector('summary')?.focus();
  };

  return { ref, onKeyDown };
}
