import { useEffect } from 'react';

/**
 * Spec §2: on touch devices the app height follows the visible viewport (mobile browser bars come
 * and go), published as `--app-height`; elsewhere the CSS falls back to the full screen height.
 */
export function useAppHeight(): void {
  useEffect(() => {
    const isTouch = window.matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0;
    if (!isTouch) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--app-height', `${window.innerHeight}px`);
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
      root.style.removeProperty('--app-height');
    };
  }, []);
}
