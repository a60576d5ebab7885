import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_CHECK_MS, useMemoryWarning } from './memory-watch';

const limit = 2 * 2 ** 30;
let used = 0;

describe('memory warning', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(performance, 'memory', {
      configurable: true,
      get: () => ({ usedJSHeapSize: used, jsHeapSizeLimit: limit }),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(performance, 'memory');
  });

  it('warns every 30 s check that crosses 90% of the heap, once per crossing', () => {
    const warn = vi.fn();
    used = limit * 0.5;
    renderHook(() => useMemoryWarning(warn));
    vi.advanceTimersByTime(MEMORY_CHECK_MS);
    expect(warn).not.toHaveBeenCalled();

    used = limit * 0.9;
    vi.advanceTimersByTime(MEMORY_CHECK_MS - 1);
    expect(warn).not.toHaveBeenCalled(); // Not looked at yet.
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('90% of this page');

    vi.advanceTimersByTime(MEMORY_CHECK_MS * 3); // Still high: no repeat.
    expect(warn).toHaveBeenCalledTimes(1);

    used = limit * 0.6;
    vi.advanceTimersByTime(MEMORY_CHECK_MS);
    used = limit * 0.95;
    vi.advanceTimersByTime(MEMORY_CHECK_MS);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the browser does not report its heap', () => {
    Reflect.deleteProperty(performance, 'memory');
    const warn = vi.fn();
    renderHook(() => useMemoryWarning(warn));
    vi.advanceTimersByTime(MEMORY_CHECK_MS * 5);
    expect(warn).not.toHaveBeenCalled();
  });
});
