import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveTheme, setTheme, THEME_STORAGE_KEY, themeBootScript, useTheme } from './theme';

/** A controllable `prefers-color-scheme: dark` query, standing in for the OS setting. */
function emulateOs(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    set(next: boolean) {
      media.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = () => document.documentElement;
// Runs the exact string root.tsx inlines in <head>.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runBootScript = () => new Function(themeBootScript)();

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    root().className = '';
    root().style.colorScheme = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('resolves system from the OS preference and keeps an explicit choice', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it.each([
    [null, false, false],
    [null, true, true],
    ['system', true, true],
    ['light', true, false],
    ['dark', false, true],
    ['nonsense', true, true],
  ])('the boot script and the hook agree (stored %s, OS dark %s)', (stored, osDark, dark) => {
    emulateOs(osDark);
    if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
    runBootScript();
    expect(root().classList.contains('dark')).toBe(dark);
    expect(root().style.colorScheme).toBe(dark ? 'dark' : 'light');
    const { result } = renderHook(() => useTheme());
    expect(result.current.resolved).toBe(dark ? 'dark' : 'light');
    expect(result.current.theme).toBe(stored === 'light' || stored === 'dark' ? stored : 'system');
  });

  it('system follows the OS as it changes', () => {
    const os = emulateOs(false);
    const { result } = renderHook(() => useTheme());
    expect(result.current.resolved).toBe('light');
    act(() => os.set(true));
    expect(result.current.resolved).toBe('dark');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('the toggle stores the opposite of the resolved theme, which then ignores the OS', () => {
    const os = emulateOs(true);
    const { result } = renderHook(() => useTheme());
    act(() => result.current.toggle());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root().classList.contains('dark')).toBe(false);
    act(() => os.set(false));
    act(() => os.set(true));
    expect(result.current.resolved).toBe('light');
    act(() => setTheme('system'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(result.current.resolved).toBe('dark');
  });
});
