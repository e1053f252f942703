import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the page's scroll area told how tall the sticky footer is (`--run-footer-space` on
 * `.content`), so focus and "scroll into view" stop above the footer instead of under it, and the
 * problem list fits between the top of the window and the footer (run.css). The footer's height
 * changes with the language, the window's width and the account panel's messages.
 */
export function useFooterSpace(footer: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = footer.current;
    const scroller = element?.closest<HTMLElement>('.content');
    if (!element || !scroller) return;
    // The footer reaches down over the scroll area's bottom padding (run.css), so its height is the space.
    const measure = () => scroller.style.setProperty('--run-footer-space', `${element.offsetHeight}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      scroller.style.removeProperty('--run-footer-space');
    };
  }, [footer]);
}
