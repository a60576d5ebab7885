import {
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const variants = {
  default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 dark:hover:bg-brand-500',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  outline: 'border border-slate-300 bg-surface text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 dark:hover:bg-red-500',
  success: 'bg-emerald-600 text-white shadow-sm hover:bg-emerald-700 dark:hover:bg-emerald-500',
  // For coloured or image backgrounds; the text keeps the colour of its surroundings.
  glass: 'border border-white/40 bg-white/20 shadow-sm backdrop-blur-md hover:bg-white/30',
  gradient:
    'bg-linear-to-r from-brand-600 to-indigo-600 text-white shadow-sm hover:from-brand-700 hover:to-indigo-700 dark:hover:from-brand-500 dark:hover:to-indigo-500',
} as const;

const sizes = {
  xs: 'h-7 gap-1.5 px-2.5 text-xs',
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  xl: 'h-14 px-8 text-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

export function buttonClasses({ variant = 'default', size = 'md', className }: ButtonStyleProps) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

/** How long a ripple lives, matching `--animate-ripple` in app.css. */
export const RIPPLE_MS = 600;

interface Ripple {
  id: number;
  x: number;
  y: number;
  size: number;
}

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Ripples for a pointer press: each one starts at the press point, grows to cover the button while
 * fading, and is removed after RIPPLE_MS. None when the user prefers reduced motion. Touches
 * `window` only in the event handler, so it is safe to prerender.
 */
function useRipples() {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  function addRipple(event: PointerEvent<HTMLElement>) {
    if (prefersReducedMotion()) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    // A circle centred on the press point that reaches the farthest corner.
    const radius = Math.hypot(Math.max(x, rect.width - x), Math.max(y, rect.height - y));
    const id = nextId.current++;
    setRipples((current) => [...current, { id, x, y, size: radius * 2 }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setRipples((current) => current.filter((ripple) => ripple.id !== id));
    }, RIPPLE_MS);
    timers.current.add(timer);
  }

  return { ripples, addRipple };
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  loading?: boolean;
  children: ReactNode;
}

/**
 * A button with a press ripple, that shows a spinner, sets `aria-busy` and ignores clicks while
 * `loading`.
 */
export function Button({
  variant,
  size,
  className,
  loading,
  disabled,
  children,
  onClick,
  onPointerDown,
  ...rest
}: ButtonProps) {
  const { ripples, addRipple } = useRipples();
  const inactive = disabled || loading;

  function handlePointerDown(event: PointerEvent<HTMLButtonElement>) {
    onPointerDown?.(event);
    if (!inactive && !event.defaultPrevented) addRipple(event);
  }

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // `disabled` already stops clicks; this also covers a click dispatched programmatically.
    if (inactive) return;
    onClick?.(event);
  }

  return (
    <button
      type="button"
      {...rest}
      disabled={inactive}
      aria-busy={loading || undefined}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      className={buttonClasses({
        variant,
        size,
        className: cn('relative isolate overflow-hidden', className),
      })}
    >
      {ripples.map((ripple) => (
        <span
          key={ripple.id}
          aria-hidden="true"
          data-ripple=""
          className="pointer-events-none absolute -z-10 animate-ripple rounded-full bg-current motion-reduce:hidden"
          style={{
            left: ripple.x - ripple.size / 2,
            top: ripple.y - ripple.size / 2,
            width: ripple.size,
            height: ripple.size,
          }}
        />
      ))}
      {loading ? <Spinner className="size-4 text-current" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ variant, size, className, ...rest }: LinkProps & ButtonStyleProps) {
  return <Link {...rest} className={buttonClasses({ variant, size, className })} />;
}
