import Bowser from 'bowser';

const platformNames: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  tv: 'TV',
  bot: 'Bot',
};

/**
 * A session's user agent in words: `browser` as 'Chrome 131 on macOS', `device` as 'Desktop',
 * 'Mobile' or 'Tablet' (null when the agent does not say).
 */
export function describeUserAgent(userAgent: string | null | undefined) {
  if (!userAgent) return { browser: 'Unknown browser', device: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const version = browser.version?.split('.')[0];
  const name = browser.name ? [browser.name, version].filter(Boolean).join(' ') : 'Unknown browser';
  const system = [os.name, os.name === 'Windows' ? os.versionName : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    browser: system ? `${name} on ${system}` : name,
    device: (platform.type && platformNames[platform.type]) ?? null,
  };
}
