import type { CheckResult } from '@tocsin/contract';
import type { ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';
import { Tile } from '../components/tile';
import type { FieldsProps } from '../form/fields-props';
import type { MonitorFormValues } from '../form/values';
import { list, num, optional, textProps } from './view';

/** Only these methods send the body the form holds. */
const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The URL, and below it the fields of a type that judges the answer further. */
export function UrlFields({ children, ...props }: FieldsProps & { children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <TextField
        {...textProps(props, 'url', 'URL')}
        type="url"
        inputMode="url"
        placeholder="https://example.com/health"
      />
      {children}
    </div>
  );
}

/** What the types that request a URL share: http, keyword and json-query. */
export const requestsUrl = {
  requestsUrl: true,
  seesCertificate: (config: { url: string }) => config.url.toLowerCase().startsWith('https://'),
  Tiles: ({ result }: { result: CheckResult }) => (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Tile label="Response time">{Math.round(result.timings.total)} ms</Tile>
      <Tile label="Status code">{result.statusCode ?? '—'}</Tile>
    </dl>
  ),
  toInput: (v: MonitorFormValues) => ({
    url: v.url,
    method: v.method,
    headers: v.headers.map(({ name, value }) => ({ name, value })),
    body: methodsWithBody.has(v.method) ? optional(v.body) : undefined,
    expectedStatus: list(v.expectedStatus),
    followRedirects: v.followRedirects,
    maxRedirects: num(v.maxRedirects),
    verifyTls: v.verifyTls,
    degradedThresholdMs: num(v.degradedThresholdMs),
  }),
} as const;

/** A host and a port, and a third field of the type's own. */
export function HostPortFields({ children, ...props }: FieldsProps & { children: ReactNode }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <TextField {...textProps(props, 'host', 'Host')} placeholder="db.example.com" />
      <TextField {...textProps(props, 'port', 'Port')} type="number" inputMode="numeric" />
      {children}
    </div>
  );
}
