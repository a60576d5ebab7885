/**
 * Where an arrow, Home or End key moves the choice in a radio group of `count` options, wrapping
 * around; undefined for any other key. Self-contained: visitor pages inline its source.
 */
export function radioKeyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
