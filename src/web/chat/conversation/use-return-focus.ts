import { useCallback, useRef } from 'react';

/**
 * Radix dialogs return focus to their DialogTrigger; ours open from ordinary buttons (a citation, an
 * action), so remember the focused element when opening and send focus back to it on close.
 */
export function useReturnFocus() {
  const elementRef = useRef<HTMLElement | null>(null);
  const capture = useCallback(() => {
    elementRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const element = elementRef.current;
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  }, []);
  return { capture, onCloseAutoFocus };
}
