import { formatDuration } from '@tocsin/contract';
import { orThrow, type paths } from '@tocsin/client';
import { asJson, text, wholeNumber, type Command } from './command.js';
import { cell, table, when } from './format.js';

type Query = NonNullable<paths['/api/v1/incidents']['get']['parameters']['query']>;

const list: Command = {
  summary: 'list incidents, the newest first',
  flags: '[--status open|resolved|all] [--monitor ID] [--limit N] [--before TIME]',
  options: {
    status: { type: 'string' },
    monitor: { type: 'string' },
    limit: { type: 'string' },
    before: { type: 'string' },
  },
  async run(context) {
    const { values } = context;
    const query: Query = { limit: wholeNumber(values, 'limit') ?? 25 };
    const status = text(values, 'status');
    if (status) query.status = status as Query['status'];
    const monitor = text(values, 'monitor');
    if (monitor) query.monitorId = monitor;
    const before = text(values, 'before');
    if (before) query.before = before;
    const page = await orThrow(context.client.GET('/api/v1/incidents', { params: { query } }));
    if (context.json) return context.print(asJson(page));
    if (page.items.length === 0) return context.print('No incidents.\n');
    const rows = page.items.map((i) => [
      i.id,
      cell(i.monitorName, 40),
      i.status,
      when(i.startedAt),
      formatDuration(i.durationSeconds),
      i.acknowledgedBy ? cell(i.acknowledgedBy, 30) : '-',
      cell(i.causeMessage ?? i.causeKind, 50),
    ]);
    const headers = ['ID', 'MONITOR', 'STATUS', 'STARTED', 'DURATION', 'ACKNOWLEDGED BY', 'CAUSE'];
    context.print(table(headers, rows));
    if (page.next) context.print(`\nOlder incidents: --before ${page.next}\n`);
  },
};

const ack: Command = {
  summary: 'acknowledge an incident: its reminders and escalation stop',
  args: ['id'],
  async run(context) {
    const id = context.args[0]!;
    const incident = await orThrow(
      context.client.POST('/api/v1/incidents/{id}/acknowledge', { params: { path: { id } } }),
    );
    context.print(
      context.json
        ? asJson(incident)
        : `Acknowledged the incident of ${cell(incident.monitorName)} (${incident.id}) started ${when(incident.startedAt)}\n`,
    );
  },
};

export const incidentCommands: Record<string, Command> = { list, ack };
