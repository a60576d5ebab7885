import { useCallback, useSyncExternalStore } from 'react';

/** The seed's theme values; 'system' follows the operating system's dark preference. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** The localStorage key the seed names. */
export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);

function readStored(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system'; // Storage blocked (private mode, strict cookie settings).
  }
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

export function resolveTheme(theme: Theme, prefersDark: boolean): ResolvedTheme {
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}

/** Puts the resolved theme on <html>: the `dark` class for styles, color-scheme for form controls. */
function apply(resolved: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
}

/**
 * Runs in <head> before the first paint (inlined by root.tsx), so a stored or system dark theme
 * never flashes light. It repeats `readStored`, `resolveTheme` and `apply` because it must be
 * self-contained; the theme tests hold the two to the same behaviour.
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var d=t==='dark'||(t!=='light'&&matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches);var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}})()`;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Again once React has the page: should it ever render <html> afresh (a hydration mismatch makes
  // it start over), the class the boot script set would be gone.
  apply(resolveTheme(readStored(), systemPrefersDark()));
  const media = window.matchMedia(DARK_QUERY);
  // The OS preference changed, or another tab stored a choice.
  const onChange = () => {
    apply(resolveTheme(readStored(), systemPrefersDark()));
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) onChange();
  };
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => `${readStored()}:${resolveTheme(readStored(), systemPrefersDark())}`;
// Prerendered HTML is built without a preference; the boot script has already painted the right
// colours, and the control only shows its state once hydrated.
const serverSnapshot = () => 'system:light';

/** Stores the choice under `theme` and applies it at once. */
export function setTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not stored, but still applied to this page.
  }
  apply(resolveTheme(theme, systemPrefersDark()));
  notify();
}

/** The stored theme, what it resolves to now, and the toggle between resolved light and dark. */
export function useTheme() {
  const [theme, resolved] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(
    ':',
  ) as [Theme, ResolvedTheme];
  const toggle = useCallback(() => setTheme(resolved === 'dark' ? 'light' : 'dark'), [resolved]);
  return { theme, resolved, setTheme, toggle };
}
