import { useEffect } from 'react';

/** Share of the JS heap limit at which the page warns, and how often it looks. */
export const MEMORY_WARNING_RATIO = 0.9;
export const MEMORY_CHECK_MS = 30_000;

interface HeapReport {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

/** Chromium's non-standard `performance.memory`; undefined where the browser does not report it. */
function heapReport(): HeapReport | undefined {
  const memory = (performance as Performance & { memory?: HeapReport }).memory;
  return memory && memory.jsHeapSizeLimit > 0 ? memory : undefined;
}

/**
 * Every 30 s, warns in the console when the page uses 90% or more of its JS heap limit: once per
 * crossing, so a page that stays high does not flood the log. A dashboard left open for days is
 * where a leak would show.
 */
export function useMemoryWarning(warn: (message: string) => void = console.warn) {
  useEffect(() => {
    if (!heapReport()) return;
    let high = false;
    const check = () => {
      const report = heapReport();
      if (!report) return;
      const ratio = report.usedJSHeapSize / report.jsHeapSizeLimit;
      if (ratio >= MEMORY_WARNING_RATIO && !high) {
        const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
        warn(
          `Tocsin is using ${Math.round(ratio * 100)}% of this page's memory ` +
            `(${mb(report.usedJSHeapSize)} of ${mb(report.jsHeapSizeLimit)} MiB). ` +
            'Reloading the page frees it.',
        );
      }
      high = ratio >= MEMORY_WARNING_RATIO;
    };
    const timer = setInterval(check, MEMORY_CHECK_MS);
    return () => clearInterval(timer);
  }, [warn]);
}
