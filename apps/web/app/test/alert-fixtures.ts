import type {
  Channel,
  Delivery,
  IncidentDetail,
  IncidentSummary,
  MaintenanceWindow,
  MemberListResponse,
} from '@tocsin/contract';
import { checkResult } from './monitor-fixtures';

/** Alerting data as the API returns it; the overrides name what a test cares about. */

export function channelFixture(
  overrides: Partial<Channel> & { id: string; name: string },
): Channel {
  return {
    kind: 'slack',
    enabled: true,
    isDefault: false,
    config: {},
    secretsSet: ['webhookUrl'],
    createdAt: '2026-02-01T10:00:00.000Z',
    lastDelivery: null,
    ...overrides,
  };
}

/** GET /api/v1/members of a workspace of Ada (the one asking) and Bob. */
export function memberListFixture(): MemberListResponse {
  const member = {
    role: 'member' as const,
    emailVerified: true,
    joinedAt: '2026-02-01T10:00:00.000Z',
    you: false,
  };
  return {
    items: [
      {
        ...member,
        userId: 'u1',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        role: 'owner',
        you: true,
      },
      { ...member, userId: 'u2', name: 'Bob Stone', email: 'bob@example.com' },
    ],
    seats: null,
    seatsUsed: 2,
  };
}

export function incidentSummaryFixture(
  overrides: Partial<IncidentSummary> & { id: string },
): IncidentSummary {
  return {
    monitorId: 'm1',
    monitorName: 'Shop',
    status: 'resolved',
    startedAt: '2026-02-20T08:00:00.000Z',
    confirmedAt: '2026-02-20T08:00:30.000Z',
    resolvedAt: '2026-02-20T08:12:00.000Z',
    acknowledgedAt: null,
    acknowledgedBy: null,
    inMaintenance: false,
    durationSeconds: 720,
    causeKind: 'timeout',
    causeMessage: 'No answer within 30 s',
    ...overrides,
  };
}

export function deliveryFixture(overrides: Partial<Delivery> & { id: string }): Delivery {
  return {
    incidentId: 'inc1',
    channelId: 'c1',
    kind: 'slack',
    target: 'Slack #ops',
    event: 'down',
    status: 'delivered',
    attempts: [
      {
        at: '2026-03-01T11:50:31.000Z',
        durationMs: 240,
        ok: true,
        retryable: false,
        statusCode: 200,
        error: null,
      },
    ],
    nextAttemptAt: null,
    deliveredAt: '2026-03-01T11:50:31.000Z',
    lastError: null,
    createdAt: '2026-03-01T11:50:30.000Z',
    ...overrides,
  };
}

export function incidentDetailFixture(
  overrides: Partial<IncidentDetail> & { id: string },
): IncidentDetail {
  return {
    ...incidentSummaryFixture({
      id: overrides.id,
      status: 'open',
      startedAt: '2026-03-01T11:50:00.000Z',
      confirmedAt: '2026-03-01T11:50:30.000Z',
      resolvedAt: null,
      durationSeconds: 540,
      causeKind: 'http-status',
      causeMessage: 'Expected 2xx, got 503',
    }),
    cause: {
      ...checkResult,
      status: 'down',
      errorKind: 'http-status',
      statusCode: 503,
      message: 'Expected 2xx, got 503',
      checkedAt: '2026-03-01T11:50:00.000Z',
      details: null,
    },
    timeline: [],
    deliveries: [],
    ...overrides,
  };
}

export function maintenanceFixture(
  overrides: Partial<MaintenanceWindow> & { id: string; name: string },
): MaintenanceWindow {
  return {
    kind: 'weekly',
    monitorIds: [],
    startsAt: null,
    endsAt: null,
    days: [0],
    startTime: '02:00',
    durationMinutes: 90,
    timeZone: 'Europe/Paris',
    active: false,
    createdAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}
