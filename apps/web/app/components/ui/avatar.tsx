import { Avatar as RadixAvatar } from 'radix-ui';
import { cn } from '@/lib/cn';

/** Up to two uppercase initials of a display name, or 'U' when there is none. */
export function initialsOf(displayName: string | null | undefined): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

/**
 * The user's photo; initials while it loads, when it is missing, or when it fails to load. Both
 * are decoration: the name is always written next to it or in the control that holds it.
 */
export function Avatar({
  photoURL,
  displayName,
  className,
}: {
  photoURL?: string | null;
  displayName?: string | null;
  className?: string;
}) {
  return (
    <RadixAvatar.Root
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100',
        className,
      )}
    >
      {photoURL ? (
        <RadixAvatar.Image src={photoURL} alt="" className="size-full object-cover" />
      ) : null}
      <RadixAvatar.Fallback aria-hidden="true" className="text-sm font-semibold text-brand-700">
        {initialsOf(displayName)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
