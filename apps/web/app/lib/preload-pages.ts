interface ManifestRoute {
  id: string;
  module?: string;
  [file: `${string}Module`]: string | undefined;
}

/**
 * Loads the code of every dashboard page once the browser is idle, and not before `afterMs`, so
 * that opening one waits for its data only. Returns the cleanup of an effect.
 */
export function preloadDashboardPages(afterMs = 0) {
  const manifest = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
    .__reactRouterManifest;
  if (!manifest) return;
  const load = () => {
    for (const route of Object.values(manifest.routes)) {
      if (!route.id.startsWith('routes/dashboard')) continue;
      for (const [key, file] of Object.entries(route)) {
        if ((key === 'module' || key.endsWith('Module')) && typeof file === 'string')
          void import(/* @vite-ignore */ file).catch(() => undefined);
      }
    }
  };
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window)
      idle = window.requestIdleCallback(load, { timeout: 5_000 });
    else load();
  }, afterMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
