interface ManifestRoute {
  id: string;
  module?: string;
  [file: `${string}Module`]: string | undefined;
}

/**
 * Loads the code of every dashboard page once the browser is idle, so that opening one waits for
 * its data only. Returns the cleanup of an effect.
 */
export function preloadDashboardPages() {
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
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(load, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 2_000);
  return () => clearTimeout(timer);
}
