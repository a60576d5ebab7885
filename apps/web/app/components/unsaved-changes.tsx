import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker, useLocation } from 'react-router';
import { ConfirmDialog } from './ui/dialog';

interface UnsavedChanges {
  /** Says whether the editor `id` holds changes that are not saved. */
  report: (id: string, dirty: boolean) => void;
  /** Lets the next navigation go without asking (the thing edited is gone, e.g. deleted). */
  discard: () => void;
}

const Context = createContext<UnsavedChanges | null>(null);

/**
 * Asks before leaving a page while one of its editors holds unsaved changes: a link or the back
 * button within the app opens a dialog (stay, or leave without saving), and closing the tab or
 * reloading gets the browser's own question. One for the whole dashboard, as a router takes one
 * blocker at a time; editors tell it their state with `useUnsavedChanges`.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const discarding = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => {
    discarding.current = false;
  }, [pathname]);

  const report = useCallback((id: string, isDirty: boolean) => {
    setDirty((was) => {
      if (was.has(id) === isDirty) return was;
      const next = new Set(was);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const registry = useMemo<UnsavedChanges>(
    () => ({
      report,
      discard: () => {
        discarding.current = true;
      },
    }),
    [report],
  );

  const unsaved = dirty.size > 0;
  // Changes of the search or hash keep the page, and its editors with it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !discarding.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <Context value={registry}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Leave without saving?"
        description="Changes on this page are not saved yet. Stay to save them, or leave and lose them."
        cancelLabel="Stay"
        confirmLabel="Leave without saving"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </Context>
  );
}

/** Tells the dashboard's guard whether this editor holds unsaved changes (none once it unmounts). */
export function useUnsavedChanges(dirty: boolean) {
  const guard = useContext(Context);
  const id = useId();
  useEffect(() => {
    guard?.report(id, dirty);
  }, [guard, id, dirty]);
  useEffect(() => () => guard?.report(id, false), [guard, id]);
}

/** Lets the next navigation leave without asking: to call after deleting what was edited. */
export function useDiscardUnsaved() {
  return useContext(Context)?.discard ?? noop;
}

const noop = () => {};
