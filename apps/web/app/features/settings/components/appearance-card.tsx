import { ThemeSelect } from '@/components/theme-select';

/** The theme, kept in this browser: light, dark, or the operating system's. */
export function AppearanceCard() {
  return (
    <section
      aria-labelledby="appearance"
      className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <h2 id="appearance" className="text-lg font-semibold text-slate-900">
        Appearance
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        System follows your operating system and changes with it. The choice is kept in this
        browser.
      </p>
      <ThemeSelect />
    </section>
  );
}
