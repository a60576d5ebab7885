import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Paths whose last segment is a credential: the acknowledge link, a heartbeat's push URL, the
 * alert call's callback, an invitation link and its preview.
 */
const SECRET_PATH = String.raw`(\/(?:api\/(?:ack|push|alerts\/voice|invitations)|invite)\/)`;
const SECRET_PATHS = new RegExp(`^${SECRET_PATH}[^/?#]+`);

/**
 * The query of a URL, from its `?` to its fragment. Any parameter may be a credential (a reset
 * link's token, an export's, an API key sent as `?api_key=`), so none of their values is logged.
 */
const QUERY = /\?([^#]*)/;

/** One parameter as the log shows it: its name and `[redacted]`, or `[redacted]` alone. */
const redactParam = (param: string) => {
  if (param === '') return param;
  const equals = param.indexOf('=');
  return equals === -1 ? '[redacted]' : `${param.slice(0, equals)}=[redacted]`;
};

/**
 * A URL as the log may show it: the credential in its path and the value of every query
 * parameter replaced by `[redacted]`, the parameters' names kept.
 */
export function redactUrl(url: string): string {
  return url
    .replace(SECRET_PATHS, '$1[redacted]')
    .replace(QUERY, (_all, query: string) => `?${query.split('&').map(redactParam).join('&')}`);
}

// The same rules over a whole log line as pino wrote it (JSON), for a URL in a message, an
// error's message or stack, or any field: a query starts at a `?` followed by a name and runs to
// a `#`, white space or the end of the JSON string. JSON's escapes of a backslash, a quote or
// another character are part of it; `\n`, `\r` and `\t` end it.
const JSON_CHAR = String.raw`(?:[^\s"\\#]|\\["\\/]|\\u[0-9a-fA-F]{4})`;
const LINE_PATHS = new RegExp(`${SECRET_PATH}(?:(?![/?&])${JSON_CHAR})+`, 'g');
const LINE_QUERIES = new RegExp(String.raw`\?(?=[\w.~%+\-\[\]])(${JSON_CHAR}+)`, 'g');

/** A written log line with the credentials of every URL in it redacted (see redactUrl). */
export function redactLine(line: string): string {
  return line
    .replace(LINE_PATHS, '$1[redacted]')
    .replace(
      LINE_QUERIES,
      (_all, query: string) => `?${query.split('&').map(redactParam).join('&')}`,
    );
}

// A failed query's error names its parameters (DrizzleQueryError's "params: ..." line and its
// `params`), and the database's own message may quote a value ('invalid input syntax for type
// integer: "..."'): they hold tokens, emails and hashes. The statement and the database's error
// code and routine say what failed without them.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const CAUSE = /\ncaused by: [\s\S]*$/;

interface DatabaseError {
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
}

/** The driver's own error: it has PostgreSQL's severity and SQLSTATE code. */
const fromDatabase = (err: object): err is DatabaseError =>
  typeof (err as DatabaseError).severity === 'string' &&
  typeof (err as DatabaseError).code === 'string';

/** pino's error serializer, without the query parameters or values a database error carries. */
export function safeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const wrapped = 'query' in err && err.message.startsWith('Failed query:');
  if (!wrapped && !fromDatabase(err)) return pino.stdSerializers.err(err);
  const db = (wrapped ? err.cause : err) as DatabaseError | undefined;
  return {
    type: err.constructor.name,
    message: wrapped
      ? err.message.replace(PARAMS_LINE, '')
      : `The database refused a statement (${String(db?.code)})`,
    query: wrapped ? (err as { query?: unknown }).query : undefined,
    database: { code: db?.code, severity: db?.severity, routine: db?.routine },
    // The first line of a stack is the message, which the driver's own error words with values.
    stack: wrapped
      ? err.stack?.replace(PARAMS_LINE, '').replace(CAUSE, '')
      : err.stack?.split('\n').slice(1).join('\n'),
  };
}

/** The serializers of every log line Tocsin writes: requests and errors without their secrets. */
export const logSerializers = {
  err: safeError,
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
  req: (request: {
    method?: string;
    url?: string;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) => ({
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/**
 * Tocsin's logger (`tocsin serve` and `tocsin probe`): JSON lines whose requests and errors hold
 * none of their secrets, and whose every line has the credentials of its URLs redacted last.
 */
export function createLogger(
  options: { level: string; service: string },
  destination?: DestinationStream,
): Logger {
  const settings = {
    level: options.level,
    base: { service: options.service },
    serializers: logSerializers,
    hooks: { streamWrite: redactLine },
  };
  return destination ? pino(settings, destination) : pino(settings);
}
