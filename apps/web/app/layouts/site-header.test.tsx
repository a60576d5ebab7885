import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonBody, jsonResponse, stubFetch } from '@/test/fetch-mock';
import { signedInUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render-app';
import { DashboardLayout } from './dashboard-layout';
import { SiteHeader } from './site-header';

const routes = [
  { path: '/', element: <h1>Home page</h1> },
  // The real guard, so signing out from a dashboard page must not bounce to /login.
  { path: '/dashboard/*', element: <DashboardLayout /> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/pricing', element: <h1>Pricing page</h1> },
].map((route) => ({
  ...route,
  element: (
    <>
      <SiteHeader />
      {route.element}
    </>
  ),
}));

const notification = (id: string, title: string, read: boolean, incidentId: string) => ({
  id,
  event: 'down' as const,
  title,
  body: title,
  incidentId,
  monitorId: 'm1',
  read,
  createdAt: new Date(Date.now() - 120_000).toISOString(),
});

describe('site header', () => {
  it('offers Pricing, Login and Get Started to visitors', async () => {
    stubFetch({
      'GET /api/v1/session': () => jsonResponse(200, { me: null }),
    });
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  });

  it('closes the mobile menu after navigating', async () => {
    stubFetch({
      'GET /api/v1/session': () => jsonResponse(200, { me: null }),
    });
    renderRoutes(routes, '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    stubFetch({
      'GET /api/v1/session': () => jsonResponse(200, { me: null }),
    });
    renderRoutes(routes, '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    within(menu).getByRole('link', { name: 'Log In' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('shows the user menu to a signed-in user, and Log out signs out and goes home', async () => {
    let signedIn = true;
    const fetch = stubFetch({
      'GET /api/v1/session': () =>
        signedIn ? jsonResponse(200, { me: signedInUser }) : jsonResponse(200, { me: null }),
      'GET /api/v1/notifications/unread-count': () => jsonResponse(200, { unread: 0 }),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse(200, { success: true });
      },
    });
    const { router } = renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    const trigger = await screen.findByRole(
      'button',
      { name: 'Open user menu' },
      { timeout: 10_000 },
    );
    expect(trigger).toHaveTextContent('AL');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Notifications' }),
    ).toHaveAttribute('href', '/dashboard/notifications');

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', 'Settings', 'Billing', 'Notifications', 'Log out']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Get Started' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => input === '/api/auth/sign-out')).toBe(true);
  });

  describe('notifications bell', () => {
    function renderWithUnread(unread: number) {
      const fetch = stubFetch({
        'GET /api/v1/session': () => jsonResponse(200, { me: signedInUser }),
        'GET /api/v1/notifications/unread-count': () => jsonResponse(200, { unread }),
      });
      renderRoutes(routes, '/dashboard');
      return fetch;
    }

    const bell = () =>
      within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });

    it('shows no dot when nothing is unread', async () => {
      const fetch = renderWithUnread(0);
      await screen.findByRole('button', { name: 'Open user menu' }, { timeout: 10_000 });
      await waitFor(() =>
        expect(
          fetch.mock.calls.some(([input]) => input === '/api/v1/notifications/unread-count'),
        ).toBe(true),
      );
      expect(bell()).toHaveAccessibleName('Notifications');
      expect(within(bell()).queryByTestId('unread-dot')).not.toBeInTheDocument();
    });

    it('shows a dot and says how many are unread', async () => {
      renderWithUnread(3);
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
      expect(bell()).toHaveAttribute('href', '/dashboard/notifications');
      expect(within(bell()).getByTestId('unread-dot')).toBeInTheDocument();
    });

    it('opens the latest notifications in place; one opened is read and leads to its incident', async () => {
      const reads: unknown[] = [];
      const fetch = stubFetch({
        'GET /api/v1/session': () => jsonResponse(200, { me: signedInUser }),
        'GET /api/v1/notifications/unread-count': () => jsonResponse(200, { unread: 1 }),
        'GET /api/v1/notifications': () =>
          jsonResponse(200, {
            items: [
              notification('n1', 'Shop is down', false, 'i1'),
              notification('n2', 'Blog is up', true, 'i2'),
            ],
            unread: 1,
            next: null,
          }),
        'POST /api/v1/notifications/read': (init) => {
          reads.push(jsonBody(init));
          return jsonResponse(200, { unread: 0 });
        },
      });
      renderRoutes(
        [...routes, { path: '/dashboard/incidents/:id', element: <h1>Incident page</h1> }],
        '/dashboard',
      );
      const user = userEvent.setup();
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
      // The menu's code arrives after the bell itself, which is a plain link until then.
      await waitFor(() => expect(bell()).toHaveAttribute('aria-haspopup', 'menu'));
      await user.click(bell());
      // Named by the bell that opened it.
      const menu = await screen.findByRole('menu', { name: 'Notifications, 1 unread' });
      expect(within(menu).getByText('1 unread')).toBeInTheDocument();
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((i) => i.textContent?.replace(/\d+ \w+ ago|just now/, ''))).toEqual([
        'Shop is down (unread)',
        'Blog is up',
        'Mark all read',
        'All notifications',
      ]);
      expect(within(menu).getByRole('menuitem', { name: 'All notifications' })).toHaveAttribute(
        'href',
        '/dashboard/notifications',
      );
      await user.click(items[0]!);
      expect(await screen.findByRole('heading', { name: 'Incident page' })).toBeInTheDocument();
      await waitFor(() => expect(reads).toEqual([{ ids: ['n1'] }]));
      expect(
        fetch.mock.calls.some(([input]) => input === '/api/v1/notifications?filter=all&limit=30'),
      ).toBe(true);
    });

    it('does not ask visitors for a count', async () => {
      const fetch = stubFetch({
        'GET /api/v1/session': () => jsonResponse(200, { me: null }),
      });
      renderRoutes(routes, '/');
      await screen.findByRole('link', { name: 'Get Started' });
      expect(fetch.mock.calls.map(([input]) => input)).toEqual(['/api/v1/session']);
    });
  });

  describe('scroll', () => {
    function renderAt(initialScrollY: number) {
      let scrollY = initialScrollY;
      vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
      stubFetch({
        'GET /api/v1/session': () => jsonResponse(200, { me: null }),
      });
      renderRoutes(routes, '/');
      const header = screen.getByRole('banner');
      const scrollTo = (y: number) => {
        scrollY = y;
        fireEvent.scroll(window);
      };
      return { header, scrollTo };
    }

    // The styles hang on data-scrolled; site-rules.spec checks the colours in a browser.
    const expectOpaque = (header: HTMLElement) =>
      expect(header).toHaveAttribute('data-scrolled', 'true');
    const expectTransparent = (header: HTMLElement) =>
      expect(header).toHaveAttribute('data-scrolled', 'false');

    it('is sticky, opaque past 12 px and transparent again only below 4 px', () => {
      const { header, scrollTo } = renderAt(0);
      expect(header).toHaveClass('sticky', 'top-0');
      expectTransparent(header);

      scrollTo(12);
      expectTransparent(header);
      scrollTo(13);
      expectOpaque(header);
      scrollTo(8);
      expectOpaque(header);
      scrollTo(4);
      expectOpaque(header);
      scrollTo(3);
      expectTransparent(header);
      scrollTo(10);
      expectTransparent(header);
      scrollTo(13);
      expectOpaque(header);
    });

    it('is opaque at once on a page opened part-way down', () => {
      const { header } = renderAt(400);
      expectOpaque(header);
    });

    it('listens passively and stops listening on unmount', () => {
      const add = vi.spyOn(window, 'addEventListener');
      const remove = vi.spyOn(window, 'removeEventListener');
      stubFetch({
        'GET /api/v1/session': () => jsonResponse(200, { me: null }),
      });
      const { unmount } = renderRoutes(routes, '/');
      const call = add.mock.calls.find(([type]) => type === 'scroll');
      expect(call?.[2]).toEqual({ passive: true });
      unmount();
      expect(remove).toHaveBeenCalledWith('scroll', call?.[1]);
    });
  });
});
