import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './toast';

let api: ReturnType<typeof useToast>;

function renderToasts() {
  const { result } = renderHook(() => useToast(), { wrapper: ToastProvider });
  api = result.current;
}

function show(options: ToastOptions) {
  let id = '';
  act(() => {
    id = api.toast(options);
  });
  return id;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The toast's list item in the viewport, found by its title. */
const toastItem = (title: string) => screen.getByText(title).closest('li')!;

const viewport = () => screen.getByRole('region', { name: /Notifications/ });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it.each([
    ['success', 'polite'],
    ['error', 'assertive'],
    ['warning', 'polite'],
    ['info', 'polite'],
  ] as const)(
    'shows a %s toast with its title and description and announces it (%s)',
    (type, live) => {
      renderToasts();
      show({ type, title: `A ${type} title`, description: `The ${type} details` });

      const item = toastItem(`A ${type} title`);
      expect(within(viewport()).getByRole('listitem')).toBe(item);
      expect(item).toHaveAttribute('data-type', type);
      expect(within(item).getByText(`The ${type} details`)).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();

      // Radix announces the toast's text in a live region, a frame after it appears.
      advance(50);
      const announcement = screen
        .getAllByRole('status')
        .find((el) => el.textContent?.includes(`A ${type} title`));
      expect(announcement).toHaveAttribute('aria-live', live);
      expect(announcement).toHaveTextContent(`Notification A ${type} title The ${type} details`);
    },
  );

  it('shows a toast without a description, and announces its action by name', () => {
    renderToasts();
    show({ type: 'info', title: 'Saved', action: { label: 'Undo', onClick: () => {} } });
    expect(toastItem('Saved')).toHaveTextContent(/^Saved\s*Undo$/);
    advance(50);
    expect(
      screen.getAllByRole('status').find((el) => el.textContent?.includes('Saved')),
    ).toHaveTextContent('Notification Saved Undo');
  });

  it('closes after 5000 ms by default, not before', () => {
    renderToasts();
    show({ type: 'success', title: 'Monitor saved' });
    advance(4999);
    expect(screen.getByText('Monitor saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Monitor saved')).not.toBeInTheDocument();
  });

  it('closes after a custom duration', () => {
    renderToasts();
    show({ type: 'warning', title: 'Slow response', duration: 2000 });
    advance(1999);
    expect(screen.getByText('Slow response')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Slow response')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 open until its close button is clicked', () => {
    renderToasts();
    show({ type: 'error', title: 'Connection lost', duration: 0 });
    advance(60 * 60_000);
    const item = toastItem('Connection lost');
    fireEvent.click(within(item).getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Connection lost')).not.toBeInTheDocument();
  });

  it('runs the action and closes the toast when its button is clicked', () => {
    const onClick = vi.fn();
    renderToasts();
    show({ type: 'info', title: 'Monitor paused', action: { label: 'Undo', onClick } });
    fireEvent.click(within(toastItem('Monitor paused')).getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Monitor paused')).not.toBeInTheDocument();
  });

  it('closes a toast early with dismiss(id)', () => {
    renderToasts();
    const first = show({ type: 'info', title: 'First', duration: 0 });
    show({ type: 'info', title: 'Second', duration: 0 });
    expect(first).not.toBe('');
    act(() => api.dismiss(first));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('shows a progress bar over the duration for timed toasts, none for sticky ones', () => {
    renderToasts();
    show({ type: 'success', title: 'Timed', duration: 3000 });
    show({ type: 'info', title: 'Sticky', duration: 0 });

    const bar = toastItem('Timed').querySelector<HTMLElement>('[data-toast-progress]');
    expect(bar).not.toBeNull();
    expect(bar).toHaveClass('animate-toast-progress');
    expect(bar!.style.animationDuration).toBe('3000ms');
    expect(bar!.style.animationPlayState).toBe('running');
    expect(toastItem('Sticky').querySelector('[data-toast-progress]')).toBeNull();
  });

  it('pauses the progress bar while the pointer is over the toasts, and the timer with it', () => {
    renderToasts();
    show({ type: 'success', title: 'Hover me' });
    const bar = () => toastItem('Hover me').querySelector<HTMLElement>('[data-toast-progress]')!;

    advance(1000);
    fireEvent.pointerMove(viewport());
    expect(bar().style.animationPlayState).toBe('paused');
    advance(10_000);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    // A toast that arrives meanwhile waits with the others.
    show({ type: 'info', title: 'Arrived while paused', duration: 0 });
    show({ type: 'info', title: 'Timed, arrived while paused' });
    expect(
      toastItem('Timed, arrived while paused').querySelector<HTMLElement>('[data-toast-progress]')!
        .style.animationPlayState,
    ).toBe('paused');

    fireEvent.pointerLeave(viewport());
    expect(bar().style.animationPlayState).toBe('running');
    advance(3999);
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });
});

describe('useToast', () => {
  it('throws outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrowError(
      new Error('useToast must be used within a ToastProvider'),
    );
  });
});
