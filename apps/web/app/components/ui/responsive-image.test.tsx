import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS, LAZY_MARGIN, ResponsiveImage, srcSetOf } from './responsive-image';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options?: IntersectionObserverInit }[] = [];

describe('ResponsiveImage', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const urlFor = (width: number) => `/images/dashboard-${width}.jpg`;

  it('publishes the four widths', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 1024, 1920]);
    expect(srcSetOf(urlFor)).toBe(
      '/images/dashboard-320.jpg 320w, /images/dashboard-640.jpg 640w, /images/dashboard-1024.jpg 1024w, /images/dashboard-1920.jpg 1920w',
    );
  });

  it('loads only when the image comes within 50 px of the viewport', () => {
    render(
      <ResponsiveImage
        urlFor={urlFor}
        width={1920}
        height={1080}
        sizes="100vw"
        alt="The dashboard"
      />,
    );
    const image = screen.getByRole('img', { name: 'The dashboard' });
    expect(image).not.toHaveAttribute('src');
    expect(observers[0]!.options?.rootMargin).toBe(LAZY_MARGIN);
    expect(LAZY_MARGIN).toBe('50px');

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(image).toHaveAttribute('srcset', srcSetOf(urlFor));
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1920');
  });

  it('keeps the sources of an image that came with the prerendered HTML', async () => {
    const image = (
      <ResponsiveImage urlFor={urlFor} width={640} height={360} sizes="50vw" alt="Alerts" />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(image);
    document.body.append(container);
    expect(container.querySelector('img')).toHaveAttribute('srcset', srcSetOf(urlFor));
    await act(() => {
      hydrateRoot(container, image);
      return Promise.resolve();
    });
    expect(container.querySelector('img')).toHaveAttribute('srcset', srcSetOf(urlFor));
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(observers).toHaveLength(0);
    container.remove();
  });
});
