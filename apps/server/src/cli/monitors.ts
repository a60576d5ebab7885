import { readFile } from 'node:fs/promises';
import { formatDuration } from '@tocsin/contract';
import { orThrow, type paths } from '@tocsin/client';
import {
  asJson,
  text,
  UsageError,
  wholeNumber,
  type Command,
  type Context,
  type Values,
} from './command.js';
import { cell, details, table, when } from './format.js';

type Monitor =
  paths['/api/v1/monitors/{id}']['get']['responses'][200]['content']['application/json'];
type ListQuery = NonNullable<paths['/api/v1/monitors']['get']['parameters']['query']>;
type CreateBody = NonNullable<
  paths['/api/v1/monitors']['post']['requestBody']
>['content']['application/json'];

function monitorRows(monitors: Monitor[]) {
  return monitors.map((m) => [
    m.id,
    cell(m.name, 40),
    m.status,
    m.type,
    cell(m.target, 50),
    formatDuration(m.intervalSeconds),
    when(m.lastCheckedAt),
  ]);
}

function monitorDetails(m: Monitor) {
  return details([
    ['ID', m.id],
    ['Name', cell(m.name, 200)],
    ['Type', m.type],
    ['Target', cell(m.target, 500)],
    ['Status', `${m.status} since ${when(m.statusChangedAt)}`],
    ['Interval', formatDuration(m.intervalSeconds)],
    ['Timeout', formatDuration(m.timeoutSeconds)],
    ['Confirmations', String(m.confirmations)],
    ['Tags', m.tags.length > 0 ? m.tags.map((t) => cell(t)).join(', ') : '-'],
    ['Last check', when(m.lastCheckedAt)],
    ...(m.pushUrl ? [['Push URL', m.pushUrl] as [string, string]] : []),
    ['Created', when(m.createdAt)],
  ]);
}

const getMonitor = (context: Context, id: string) =>
  orThrow(context.client.GET('/api/v1/monitors/{id}', { params: { path: { id } } }));

const list: Command = {
  summary: 'list the monitors, the ones that need attention first',
  flags: '[--status S] [--search TEXT] [--tag T] [--page N] [--page-size N]',
  options: {
    status: { type: 'string' },
    search: { type: 'string' },
    tag: { type: 'string' },
    page: { type: 'string' },
    'page-size': { type: 'string' },
  },
  async run(context) {
    const { values } = context;
    const query: ListQuery = {
      pageSize: wholeNumber(values, 'page-size') ?? 100,
      page: wholeNumber(values, 'page') ?? 1,
    };
    const status = text(values, 'status');
    if (status) query.status = status as ListQuery['status'];
    const search = text(values, 'search');
    if (search) query.q = search;
    const tag = text(values, 'tag');
    if (tag) query.tag = tag;
    const page = await orThrow(context.client.GET('/api/v1/monitors', { params: { query } }));
    if (context.json) return context.print(asJson(page));
    if (page.total === 0) {
      return context.print(
        status || search || tag
          ? 'No monitor matches.\n'
          : 'No monitors yet. Create one with: tocsin monitors create --name Home --url https://example.com\n',
      );
    }
    const headers = ['ID', 'NAME', 'STATUS', 'TYPE', 'TARGET', 'INTERVAL', 'LAST CHECK'];
    context.print(table(headers, monitorRows(page.items)));
    const pages = Math.ceil(page.total / page.pageSize);
    if (pages > 1)
      context.print(
        `\nPage ${page.page} of ${pages} (${page.total} monitors)${page.page < pages ? `: the next with --page ${page.page + 1}` : ''}\n`,
      );
  },
};

const get: Command = {
  summary: 'show a monitor',
  args: ['id'],
  async run(context) {
    const monitor = await getMonitor(context, context.args[0]!);
    context.print(context.json ? asJson(monitor) : monitorDetails(monitor));
  },
};

/** The monitor described by `-f file` (a JSON object), when given. */
async function fromFile(values: Values): Promise<Record<string, unknown>> {
  const file = text(values, 'file');
  if (!file) return {};
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Could not read ${file}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError(`${file} must hold one monitor, as a JSON object`);
  return parsed as Record<string, unknown>;
}

/** The monitor's settings given as flags, named as the API names them. */
function fromFlags(values: Values): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    type: text(values, 'type'),
    name: text(values, 'name'),
    url: text(values, 'url'),
    method: text(values, 'method'),
    host: text(values, 'host'),
    hostname: text(values, 'hostname'),
    keyword: text(values, 'keyword'),
    port: wholeNumber(values, 'port'),
    intervalSeconds: wholeNumber(values, 'interval'),
    timeoutSeconds: wholeNumber(values, 'timeout'),
    periodSeconds: wholeNumber(values, 'period'),
    tags: values.tag,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const create: Command = {
  summary: 'create a monitor from flags, or from a JSON file with -f (flags win)',
  flags:
    '--name N --url U [--type http] [--interval 60] [--timeout 30] [--tag T]...\n' +
    '                  [--method M] [--keyword K] [--host H] [--port P] [--hostname H]\n' +
    '                  [--period S] [-f monitor.json]',
  options: {
    file: { type: 'string', short: 'f' },
    type: { type: 'string' },
    name: { type: 'string' },
    url: { type: 'string' },
    method: { type: 'string' },
    host: { type: 'string' },
    hostname: { type: 'string' },
    keyword: { type: 'string' },
    port: { type: 'string' },
    interval: { type: 'string' },
    timeout: { type: 'string' },
    period: { type: 'string' },
    tag: { type: 'string', multiple: true },
  },
  async run(context) {
    const body = {
      type: 'http',
      ...(await fromFile(context.values)),
      ...fromFlags(context.values),
    };
    const monitor = await orThrow(
      context.client.POST('/api/v1/monitors', { body: body as CreateBody }),
    );
    context.print(
      context.json ? asJson(monitor) : `Created ${monitor.id}\n\n${monitorDetails(monitor)}`,
    );
  },
};

function pausing(paused: boolean): Command {
  return {
    summary: paused ? 'stop checking a monitor' : 'check a paused monitor again',
    args: ['id'],
    async run(context) {
      const options = { params: { path: { id: context.args[0]! } } };
      const monitor = await orThrow(
        paused
          ? context.client.POST('/api/v1/monitors/{id}/pause', options)
          : context.client.POST('/api/v1/monitors/{id}/resume', options),
      );
      context.print(
        context.json
          ? asJson(monitor)
          : `${paused ? 'Paused' : 'Resumed'} ${cell(monitor.name)} (${monitor.id}): ${monitor.status}\n`,
      );
    },
  };
}

export const monitorCommands: Record<string, Command> = {
  list,
  get,
  create,
  pause: pausing(true),
  resume: pausing(false),
};
