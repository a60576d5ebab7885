import { createContext, useContext } from 'react';
import { radioKeyTarget } from './radio-keys';
import { DARK_QUERY, THEME_STORAGE_KEY, themeBootScript, themes } from './theme';

/**
 * A visitor page is prerendered for visitors only and runs no app: its HTML shows the visitor's
 * header and calls to action, and one small inline script (below) works its header, mobile menu,
 * theme control and footer year. The server sends it to requests without a session cookie and the
 * app's shell to the others, so a signed-in user still gets the signed-in page. A route opts in
 * with `handle: { visitorPage: true }`; only the landing page does, since it is where most
 * visitors arrive and the React runtime alone weighs more than its budget.
 */
export interface VisitorPageHandle {
  visitorPage?: boolean;
}

export const isVisitorPageHandle = (handle: unknown) =>
  (handle as VisitorPageHandle | undefined)?.visitorPage === true;

/** True while the prerender writes a visitor page: session-aware parts render the visitor's view. */
export const VisitorPageContext = createContext(false);

export const useVisitorPage = () => useContext(VisitorPageContext);

/** What the script needs from the app's modules, which it cannot import. */
export interface VisitorPageOptions {
  /** The header's hysteresis: opaque past `opaqueAfter` px, transparent below `transparentBelow`. */
  opaqueAfter: number;
  transparentBelow: number;
  themeKey: string;
  darkQuery: string;
  themes: readonly string[];
}

/**
 * The visitor page's only script. It is inlined as its source text, so it must not reach outside
 * its own body: everything it needs comes in its arguments, the theme boot script and the radio
 * group's keys included, so those behave exactly as in the app. It works on the markup the components
 * render (`data-scrolled`, `data-mobile-menu`, the theme radiogroup, `data-current-year`), which is
 * the same markup the app renders, so the page looks and behaves the same either way.
 */
export function enhanceVisitorPage(
  options: VisitorPageOptions,
  applyTheme: () => void,
  radioKey: typeof radioKeyTarget,
) {
  // Header: opaque with a blur once scrolled, with hysteresis so it does not flicker.
  const header = document.querySelector('header[data-scrolled]');
  if (header) {
    const update = () => {
      const was = header.getAttribute('data-scrolled') === 'true';
      const y = window.scrollY;
      const scrolled = was ? y >= options.transparentBelow : y > options.opaqueAfter;
      header.setAttribute('data-scrolled', scrolled ? 'true' : 'false');
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
  }

  // Mobile menu: the button shows and hides its panel; Escape closes it and returns focus.
  document.querySelectorAll('[data-mobile-menu]').forEach((menu) => {
    const button = menu.querySelector('button');
    const panel = menu.querySelector('nav');
    if (!button || !panel) return;
    const setOpen = (open: boolean) => {
      button.setAttribute('aria-expanded', open ? 'true' : 'false');
      button.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
      panel.hidden = !open;
    };
    button.addEventListener('click', () => setOpen(panel.hidden));
    menu.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key !== 'Escape' || panel.hidden) return;
      setOpen(false);
      button.focus();
    });
  });

  // Theme: the stored choice, or the operating system's while it is 'system'.
  const stored = () => {
    try {
      const value = localStorage.getItem(options.themeKey);
      return value && options.themes.includes(value) ? value : 'system';
    } catch {
      return 'system';
    }
  };
  const groups = document.querySelectorAll<HTMLElement>('[role="radiogroup"][data-theme-select]');
  const show = () => {
    const theme = stored();
    groups.forEach((group) => {
      group.querySelectorAll<HTMLElement>('[role="radio"]').forEach((radio) => {
        const checked = radio.dataset.value === theme;
        radio.setAttribute('aria-checked', checked ? 'true' : 'false');
        radio.tabIndex = checked ? 0 : -1;
      });
    });
  };
  const choose = (theme: string) => {
    try {
      localStorage.setItem(options.themeKey, theme);
    } catch {
      // Not stored, but still applied to this page.
    }
    applyTheme();
    show();
  };
  groups.forEach((group) => {
    const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
    radios.forEach((radio, index) => {
      radio.addEventListener('click', () => choose(radio.dataset.value ?? 'system'));
      radio.addEventListener('keydown', (event) => {
        const target = radioKey(event.key, index, radios.length);
        if (target === undefined) return;
        event.preventDefault();
        const next = radios[target]!;
        next.focus();
        choose(next.dataset.value ?? 'system');
      });
    });
  });
  show();
  const followSystem = () => {
    applyTheme();
    show();
  };
  matchMedia(options.darkQuery).addEventListener('change', followSystem);
  window.addEventListener('storage', (event) => {
    if (event.key === options.themeKey || event.key === null) followSystem();
  });

  // The year now, not the year the page was built.
  document.querySelectorAll('[data-current-year]').forEach((year) => {
    year.textContent = String(new Date().getFullYear());
  });
}

/** The inline script of every visitor page. */
export const visitorPageScript = (header: { opaqueAfter: number; transparentBelow: number }) =>
  `(${enhanceVisitorPage.toString()})(${JSON.stringify({
    ...header,
    themeKey: THEME_STORAGE_KEY,
    darkQuery: DARK_QUERY,
    themes,
  } satisfies VisitorPageOptions)},function(){${themeBootScript}},${radioKeyTarget.toString()})`;
