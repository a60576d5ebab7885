import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top whenever the path changes, including back/forward; a change of only the
 * query string or hash (filters, tabs) keeps the position. ScrollRestoration restores positions on
 * back/forward instead, which the spec does not want.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
