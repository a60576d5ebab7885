import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function Shell() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

describe('ScrollToTop', () => {
  it('scrolls to the top on every path change, back included, but not on a query change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          Component: Shell,
          children: [
            { path: '/a', element: <p>A</p> },
            { path: '/b', element: <p>B</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/b?sort=name'));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate(-2));
    expect(router.state.location.pathname).toBe('/a');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
