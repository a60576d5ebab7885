import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '@/lib/date-format';
import { DateTime, TimeAgo } from './time';

const AT = '2026-11-26T13:03:00.000Z';

afterEach(() => act(() => setDisplayTimeZone(null)));

describe('times on screen', () => {
  it('shows a time in the zone the person chose, and follows a change at once', () => {
    act(() => setDisplayTimeZone('Asia/Tokyo'));
    render(<DateTime at={AT} />);
    const time = screen.getByText(/2026/);
    expect(time).toHaveAttribute('dateTime', AT);
    // 22:03 in Tokyo, whatever the locale's clock: "22:03:00" or "10:03:00 PM".
    expect(time).toHaveTextContent(/\b(22|10):03:00/);
    act(() => setDisplayTimeZone('America/New_York'));
    expect(time).toHaveTextContent(/\b0?8:03:00/);
  });

  it('writes the exact time of "3 minutes ago" in the chosen zone too', () => {
    act(() => setDisplayTimeZone('Europe/Paris'));
    const { container } = render(<TimeAgo at={AT} />);
    expect(container.querySelector('time')).toHaveAttribute(
      'title',
      expect.stringMatching(/\b(14|2):03:00/),
    );
  });

  it('falls back to the browser’s own zone for a zone this browser does not know', () => {
    act(() => setDisplayTimeZone('Mars/Olympus'));
    render(<DateTime at={AT} />);
    const browser = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    }).format(new Date(AT));
    expect(screen.getByText(/2026/)).toHaveTextContent(browser);
  });
});
