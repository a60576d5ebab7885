import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button, RIPPLE_MS, type ButtonSize, type ButtonVariant } from './button';

function stubReducedMotion(reduce: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

const ripples = (button: HTMLElement) => button.querySelectorAll('[data-ripple]');
const spinner = (button: HTMLElement) => button.querySelector('svg.animate-spin');

describe('Button', () => {
  it.each<[ButtonSize, string[]]>([
    ['xs', ['h-7', 'px-2.5', 'text-xs']],
    ['sm', ['h-8', 'px-3', 'text-sm']],
    ['md', ['h-10', 'px-4', 'text-sm']],
    ['lg', ['h-12', 'px-6', 'text-base']],
    ['xl', ['h-14', 'px-8', 'text-lg']],
  ])('size %s', (size, classes) => {
    render(<Button size={size}>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass(...classes);
  });

  it('is md by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('h-10', 'px-4');
  });

  it.each<[ButtonVariant, string[]]>([
    ['default', ['bg-brand-600', 'text-white', 'hover:bg-brand-700']],
    ['secondary', ['bg-slate-100', 'text-slate-900']],
    ['outline', ['border', 'border-slate-300', 'bg-surface']],
    ['ghost', ['text-slate-700', 'hover:bg-slate-100']],
    ['danger', ['bg-red-600', 'text-white']],
    ['success', ['bg-emerald-600', 'text-white', 'hover:bg-emerald-700']],
    ['glass', ['bg-white/20', 'backdrop-blur-md', 'border', 'border-white/40']],
    ['gradient', ['bg-linear-to-r', 'from-brand-600', 'to-indigo-600', 'text-white']],
  ])('variant %s', (variant, classes) => {
    render(<Button variant={variant}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass(...classes);
    // Every variant keeps the keyboard focus ring.
    expect(button).toHaveClass('focus-visible:outline-2', 'focus-visible:outline-brand-600');
  });

  it('lets a caller class override a built-in one', () => {
    render(<Button className="w-full px-10">Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('w-full', 'px-10');
    expect(button).not.toHaveClass('px-4');
  });

  it('runs onClick when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner, sets aria-busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(spinner(button)).not.toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.pointerDown(button);
    expect(ripples(button)).toHaveLength(0);
  });

  it('has no spinner or aria-busy when not loading', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(spinner(button)).toBeNull();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    await userEvent.setup().click(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('ripple', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('adds one ripple at the press point on pointer down, removed after 600 ms', () => {
      stubReducedMotion(false);
      const onPointerDown = vi.fn();
      render(<Button onPointerDown={onPointerDown}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 100, y: 50, width: 80, height: 40 }),
      );

      fireEvent.pointerDown(button, { clientX: 110, clientY: 60 });
      expect(onPointerDown).toHaveBeenCalledTimes(1);
      const added = ripples(button);
      expect(added).toHaveLength(1);
      const ripple = added[0] as HTMLElement;
      expect(ripple).toHaveAttribute('aria-hidden', 'true');
      expect(ripple).toHaveClass('pointer-events-none', 'animate-ripple');
      // Centred on (10, 10) inside the button, reaching the far corner (70, 30) away.
      const diameter = 2 * Math.hypot(70, 30);
      expect(parseFloat(ripple.style.width)).toBeCloseTo(diameter);
      expect(parseFloat(ripple.style.left)).toBeCloseTo(10 - diameter / 2);
      expect(parseFloat(ripple.style.top)).toBeCloseTo(10 - diameter / 2);

      act(() => {
        vi.advanceTimersByTime(RIPPLE_MS - 1);
      });
      expect(ripples(button)).toHaveLength(1);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(ripples(button)).toHaveLength(0);
    });

    it('does not block the click', () => {
      stubReducedMotion(false);
      const onClick = vi.fn();
      render(<Button onClick={onClick}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      fireEvent.pointerDown(button, { clientX: 5, clientY: 5 });
      fireEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('adds no ripple when reduced motion is preferred', () => {
      const matchMedia = stubReducedMotion(true);
      const onPointerDown = vi.fn();
      render(<Button onPointerDown={onPointerDown}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      fireEvent.pointerDown(button, { clientX: 5, clientY: 5 });
      expect(onPointerDown).toHaveBeenCalledTimes(1);
      expect(ripples(button)).toHaveLength(0);
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    });

    it('clears a pending ripple timer on unmount', () => {
      stubReducedMotion(false);
      const { unmount } = render(<Button>Save</Button>);
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Save' }));
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
