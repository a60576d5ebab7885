import type { ImportSource } from '@tocsin/contract';

/** The largest file the browser sends; the contract takes its base64, a third longer. */
export const IMPORT_BYTES_MAX = 32 * 1024 * 1024;

/** Why a chosen file cannot be sent, before reading it; null when it can. */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > IMPORT_BYTES_MAX) {
    return 'The file is larger than 32 MB, the most Tocsin imports at once.';
  }
  return null;
}

/** The file's bytes as base64, without the data URL's prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // readAsDataURL always yields a string: `data:<type>;base64,<content>`.
      const url = reader.result as string;
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** What each source is, where to get it, and what the file picker offers for it. */
export const sourceFiles: Record<ImportSource, { hint: string; accept: string }> = {
  'uptime-kuma-backup': {
    hint: 'In Uptime Kuma 1.x: Settings → Backup → Export, which saves a JSON file.',
    accept: '.json,application/json',
  },
  'uptime-kuma-db': {
    hint: 'The kuma.db file from Uptime Kuma’s data folder (/app/data in Docker), copied while Kuma is stopped.',
    accept: '.db,.sqlite,.sqlite3',
  },
  'uptimerobot-json': {
    hint: 'The answer of UptimeRobot’s API method getMonitors, saved as a JSON file.',
    accept: '.json,application/json',
  },
  'uptimerobot-csv': {
    hint: 'The CSV file the UptimeRobot dashboard exports of your monitors.',
    accept: '.csv,text/csv',
  },
};
