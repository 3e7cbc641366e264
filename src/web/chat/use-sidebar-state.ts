import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '@/web/lib/storage';
import { useMediaQuery } from '@/web/lib/use-media-query';

/** Spec §9: the sidebar is permanent from 1024 px; below that it is a drawer. */
export const SIDEBAR_BREAKPOINT_PX = 1024;
const COLLAPSED_KEY = 'sidebar-collapsed';

export type SidebarState = {
  isDesktop: boolean;
  isCollapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  isDrawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
};

export function useSidebarState(): SidebarState {
  const isDesktop = useMediaQuery(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
  const [isCollapsed, setCollapsedState] = useState(() => readStored(COLLAPSED_KEY, false));
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  const setCollapsed = useCallback((collapsed: boolean) => {
    setCollapsedState(collapsed);
    writeStored(COLLAPSED_KEY, collapsed);
  }, []);

  // Spec §2: the drawer closes when the window is resized. Only width changes count, so a mobile
  // on-screen keyboard (which changes the height) does not slam it shut while the user types.
  useEffect(() => {
    let lastWidth = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth === lastWidth) return;
      lastWidth = window.innerWidth;
      setDrawerOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (isDesktop) setDrawerOpen(false);
  }, [isDesktop]);

  return { isDesktop, isCollapsed, setCollapsed, isDrawerOpen, setDrawerOpen };
}
