/** The pill every status badge is drawn as; the caller adds its tone. */
export const badgeClasses =
  'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
