import type { ReceivedRequest } from './receiver.js';

/** One span as a collector received it over OTLP/HTTP JSON, its attributes as plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Empty for a trace's root. */
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
  /** 0 unset, 1 ok, 2 error. */
  status: { code: number; message?: string };
  startNs: bigint;
  endNs: bigint;
  /** The resource's attributes (service.name ...). */
  resource: Record<string, unknown>;
}

interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: KeyValue[];
        status?: { code?: number; message?: string };
        startTimeUnixNano: string | number;
        endTimeUnixNano: string | number;
      }[];
    }[];
  }[];
}

function plain(value: AnyValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  return undefined;
}

const record = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));

/** Every span of every export request the receiver got on POST /v1/traces. */
export function receivedSpans(requests: ReceivedRequest[]): ReceivedSpan[] {
  return requests
    .filter((r) => r.method === 'POST' && r.path === '/v1/traces')
    .flatMap((r) => (r.json() as ExportRequest).resourceSpans ?? [])
    .flatMap((rs) => {
      const resource = record(rs.resource?.attributes);
      return (rs.scopeSpans ?? []).flatMap((ss) =>
        (ss.spans ?? []).map((s) => ({
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId ?? '',
          name: s.name,
          attributes: record(s.attributes),
          status: { code: s.status?.code ?? 0, message: s.status?.message },
          startNs: BigInt(s.startTimeUnixNano),
          endNs: BigInt(s.endTimeUnixNano),
          resource,
        })),
      );
    });
}

/** The spans as an indented tree, children under their parent: for a failing test's message. */
export function spanTree(spans: ReceivedSpan[], root: ReceivedSpan, depth = 0): string {
  const line = `${'  '.repeat(depth)}${root.name} ${JSON.stringify(root.attributes)}${
    root.status.code === 2 ? ` ERROR ${root.status.message}` : ''
  }`;
  const children = spans
    .filter((s) => s.parentSpanId === root.spanId)
    .sort((a, b) => (a.startNs < b.startNs ? -1 : 1));
  return [line, ...children.map((c) => spanTree(spans, c, depth + 1))].join('\n');
}
