import { CircleCheck, CircleX, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { Toast } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '@/lib/cn';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Milliseconds before the toast closes itself; 0 keeps it until it is closed. */
  duration?: number;
}

interface ToastApi {
  /** Shows a toast and returns its id, for `dismiss`. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
  /** Whether the other toasts were paused when this one was shown: its bar starts paused too. */
  startPaused: boolean;
}

export const DEFAULT_TOAST_DURATION = 5000;
/** How long a closed toast stays in state, so its exit animation can finish. */
const REMOVE_DELAY = 1000;

const tones: Record<ToastType, { box: string; icon: string; bar: string; Icon: LucideIcon }> = {
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    icon: 'text-emerald-600',
    bar: 'bg-emerald-500',
    Icon: CircleCheck,
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: 'text-red-600',
    bar: 'bg-red-500',
    Icon: CircleX,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-800',
    icon: 'text-amber-600',
    bar: 'bg-amber-500',
    Icon: TriangleAlert,
  },
  info: {
    box: 'border-sky-200 bg-sky-50 text-sky-800',
    icon: 'text-sky-600',
    bar: 'bg-sky-500',
    Icon: Info,
  },
};

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from `useToast` in a corner of the screen; mount once, around the app. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const removeTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // Mirrors Radix's own pause (pointer or focus in the viewport, or the window blurred), so a
  // toast that appears while the others are paused starts with its progress bar paused too.
  const paused = useRef(false);

  useEffect(() => {
    const timers = removeTimers.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((all) => all.map((t) => (t.id === id ? { ...t, open: false } : t)));
    const timer = setTimeout(() => {
      removeTimers.current.delete(timer);
      setToasts((all) => all.filter((t) => t.id !== id || t.open));
    }, REMOVE_DELAY);
    removeTimers.current.add(timer);
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    const startPaused = paused.current;
    setToasts((all) => [...all, { ...options, id, open: true, startPaused }]);
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      <Toast.Provider duration={DEFAULT_TOAST_DURATION} swipeDirection="right">
        {children}
        {toasts.map((item) => (
          <ToastCard
            key={item.id}
            item={item}
            pausedRef={paused}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
          />
        ))}
        <Toast.Viewport className="fixed right-0 bottom-0 z-100 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:p-6" />
      </Toast.Provider>
    </ToastContext>
  );
}

function ToastCard({
  item,
  pausedRef,
  onOpenChange,
}: {
  item: ToastItem;
  pausedRef: RefObject<boolean>;
  onOpenChange: (open: boolean) => void;
}) {
  const duration = item.duration ?? DEFAULT_TOAST_DURATION;
  const timed = duration > 0 && Number.isFinite(duration);
  const [paused, setPaused] = useState(item.startPaused);
  const tone = tones[item.type];

  return (
    <Toast.Root
      open={item.open}
      onOpenChange={onOpenChange}
      // Radix treats a falsy duration as "use the provider's", so "stay open" is Infinity.
      duration={timed ? duration : Infinity}
      // Errors interrupt the screen reader; the rest wait for it to finish speaking.
      type={item.type === 'error' ? 'foreground' : 'background'}
      onPause={() => {
        pausedRef.current = true;
        setPaused(true);
      }}
      onResume={() => {
        pausedRef.current = false;
        setPaused(false);
      }}
      data-type={item.type}
      className={cn(
        'relative flex items-start gap-3 overflow-hidden rounded-xl border py-3 pr-10 pl-4 text-sm shadow-lg',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=closed]:animate-toast-out data-[state=open]:animate-fade-in',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        tone.box,
      )}
    >
      <tone.Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone.icon)} />
      <div className="min-w-0 flex-1 space-y-1">
        {/* Radix joins the text for its announcement as is: the trailing spaces keep words apart. */}
        <Toast.Title className="font-semibold break-words">{`${item.title} `}</Toast.Title>
        {item.description ? (
          <Toast.Description className="break-words opacity-90">{`${item.description} `}</Toast.Description>
        ) : null}
        {item.action ? (
          <Toast.Action
            altText={item.action.label}
            onClick={item.action.onClick}
            className="mt-1 inline-flex h-8 items-center rounded-lg border border-current/30 bg-surface/60 px-3 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {item.action.label}
          </Toast.Action>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Close notification"
        className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
      {timed ? (
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-black/5">
          <div
            data-toast-progress=""
            className={cn('h-full animate-toast-progress', tone.bar)}
            style={{
              animationDuration: `${duration}ms`,
              animationPlayState: paused ? 'paused' : 'running',
            }}
          />
        </div>
      ) : null}
    </Toast.Root>
  );
}

/** Shows toasts: `toast({ type, title, ... })` returns an id that `dismiss(id)` closes early. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
