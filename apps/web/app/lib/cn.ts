import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones; when two Tailwind classes set the same property (a
 * component's `w-full` and a caller's `w-auto`), the later one wins.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes.filter(Boolean).join(' '));
}
