import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { useHydrating } from '@/lib/hydration';

/** The widths every responsive image is published at. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1920] as const;
/** How far outside the viewport an image starts loading. */
export const LAZY_MARGIN = '50px';

/** `srcset` for an image published at each of IMAGE_WIDTHS; `urlFor` names the file of a width. */
export function srcSetOf(
  urlFor: (width: number) => string,
  widths: readonly number[] = IMAGE_WIDTHS,
) {
  return widths.map((width) => `${urlFor(width)} ${width}w`).join(', ');
}

/**
 * Whether the image may load. An image that came with the prerendered HTML keeps its sources, so
 * hydrating never interrupts a download (the browser's own lazy loading governs it); an image
 * rendered in the browser gets its sources once it comes within `margin` of the viewport.
 */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLImageElement>(null);
  const [fromHtml] = useState(useHydrating());
  const [near, setNear] = useState(false);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || near || fromHtml || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near, fromHtml, canObserve]);
  return [ref, fromHtml || near || !canObserve] as const;
}

/**
 * An image loaded only when it comes within 50 px of the viewport, in the width the browser
 * picks from IMAGE_WIDTHS for `sizes`. Width and height are required so the page does not shift
 * when it arrives. In prerendered HTML (which must work without scripts) it is loading="lazy".
 */
export function ResponsiveImage({
  urlFor,
  width,
  height,
  sizes,
  alt,
  className,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  urlFor: (width: number) => string;
  width: number;
  height: number;
  sizes: string;
  alt: string;
}) {
  const [ref, show] = useNearViewport(LAZY_MARGIN);
  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading="lazy"
      decoding="async"
      src={show ? urlFor(IMAGE_WIDTHS[1]) : undefined}
      srcSet={show ? srcSetOf(urlFor) : undefined}
      className={cn('h-auto max-w-full', className)}
    />
  );
}
