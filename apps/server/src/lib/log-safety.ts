import { pino } from 'pino';

/**
 * Paths whose last segment is a credential: the acknowledge link, a heartbeat's push URL, the
 * alert call's callback, an invitation link and its preview. Query parameters with these names
 * are credentials too (the reset link, an invitation carried through sign-up).
 */
const SECRET_PATHS = /^(\/(?:api\/(?:ack|push|alerts\/voice|invitations)|invite)\/)[^/?#]+/;
const SECRET_PARAMS = /([?&](?:token|code|key|secret|password|signature|invite)=)[^&#]*/gi;

/** A URL as the log may show it: credentials in its path or query replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
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
