import { useEffect, useState } from 'react';

/** The window width assumed before it is measured (and on the server). */
export const ASSUMED_WIDTH = 1200;

/** Spec §9: 1.6 above 1024 px, 1.2 above 786 px, otherwise 0.6. */
export function scaleForWidth(width: number): number {
  if (width > 1024) return 1.6;
  if (width > 786) return 1.2;
  return 0.6;
}

/** The PDF page's scale for the window's width, following it as the window is resized. */
export function usePageScale(): number {
  const [width, setWidth] = useState(ASSUMED_WIDTH);
  useEffect(() => {
    const measure = () => setWidth(window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return scaleForWidth(width);
}
