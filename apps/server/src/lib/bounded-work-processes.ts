import type { ChildProcess } from 'node:child_process';
import { parentPort, workerData } from 'node:worker_threads';
import type { FromWork, Outcome, ToWork } from './bounded-work-serve.js';
import type { WorkLimits, WorkSubject, ToProcesses, FromProcesses } from './bounded-work.js';
import { AppError } from './errors.js';
import { forkModule } from './module-worker.js';

/**
 * The thread of lib/bounded-work.ts that starts the reading processes and talks to them. Starting
 * a process copies the tables of this whole process's memory (fork), a few hundred milliseconds
 * for a server of a few GB: here, that time is not taken from the checks' thread.
 */

const { callerUrl, name, limits } = workerData as {
  callerUrl: string;
  name: string;
  limits: WorkLimits;
};

/** A process that waits for the next file this long before it ends. */
const IDLE_MS = 60_000;
/** The end of a process's stderr that is kept, to tell why it died. */
const STDERR_KEPT = 4096;

/** A reading process and the end of what it wrote to stderr. */
interface Reader {
  child: ChildProcess;
  stderr: () => string;
}

const overLimit = (subject: WorkSubject, message: string) =>
  new AppError('payload-too-large', `${subject.subject} ${message}`, [
    { path: subject.field, message: `${subject.subject} ${message}` },
  ]);

function failed(outcome: Outcome<unknown> & { ok: false }, subject: WorkSubject): Error {
  const { failure } = outcome;
  switch (failure.kind) {
    case 'app':
      return new AppError(failure.code, failure.message, failure.issues);
    case 'too-deep':
      return overLimit(subject, 'is nested too deeply to read');
    case 'crash':
      return new Error(`Reading a file failed: ${failure.message}`);
  }
}

/** Ends a process at once; resolves when it has ended. */
function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * Waits for the message `onMessage` settles with, or for the process to end; the listeners are
 * removed as it settles, so a kept process carries none into its next file.
 */
function listen<T>(
  { child }: Reader,
  onMessage: (
    message: FromWork<unknown>,
    done: (value: T) => void,
    fail: (e: Error) => void,
  ) => void,
  ends: { exit: (code: number | null, signal: NodeJS.Signals | null) => Error },
  timeout?: { ms: number; error: () => Error },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timeout && setTimeout(() => fail(timeout.error()), timeout.ms);
    const stop = () => {
      clearTimeout(timer);
      child.off('message', message).off('exit', exit).off('error', error);
    };
    const done = (value: T) => (stop(), resolve(value));
    const fail = (e: Error) => (stop(), reject(e));
    const message = (m: FromWork<unknown>) => onMessage(m, done, fail);
    // 'exit' can come before the last of stderr: wait for the pipe to close, then judge.
    const exit = (code: number | null, signal: NodeJS.Signals | null) => {
      const judge = () => fail(ends.exit(code, signal));
      if (child.stderr && !child.stderr.closed) child.stderr.once('close', judge);
      else judge();
    };
    const error = (e: Error) => fail(e);
    child.on('message', message).on('exit', exit).on('error', error);
  });
}

async function start(): Promise<Reader> {
  const child = forkModule(callerUrl, name, { memoryMb: limits.memoryMb });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  // A process that dies mid-file breaks the pipe; its exit says why.
  child.stdin!.on('error', () => {});
  const reader = { child, stderr: () => stderr };
  try {
    await listen<void>(reader, (message, done) => message.type === 'ready' && done(), {
      exit: () => new Error(`A reading process ended as it started: ${stderr}`),
    });
  } catch (error) {
    await kill(child);
    throw error;
  }
  return reader;
}

function answerOf(
  reader: Reader,
  input: unknown,
  attachment: Uint8Array[],
  subject: WorkSubject,
): Promise<{ value: unknown; end: boolean }> {
  const answer = listen<{ value: unknown; end: boolean }>(
    reader,
    (message, done, fail) => {
      if (message.type !== 'done') return;
      const { outcome } = message;
      if (outcome.ok) done({ value: outcome.value, end: message.end });
      else fail(failed(outcome, subject));
    },
    {
      exit: (code, signal) =>
        /out of memory|Reached heap limit|Allocation failed/i.test(reader.stderr())
          ? overLimit(
              subject,
              `needs more than ${limits.memoryMb} MB of memory to read, the most Tocsin gives one file`,
            )
          : new Error(
              `The process reading a file ended (${signal ?? `exit code ${code}`}): ${reader.stderr().slice(-500)}`,
            ),
    },
    {
      ms: limits.seconds * 1000,
      error: () =>
        overLimit(
          subject,
          `takes longer than ${limits.seconds} s to read, the most Tocsin gives one file`,
        ),
    },
  );
  const bytes = attachment.reduce((sum, chunk) => sum + chunk.length, 0);
  reader.child.send({ input, bytes } satisfies ToWork<unknown>);
  // Through the pipe chunk by chunk, never copied into one message.
  for (const chunk of attachment) reader.child.stdin!.write(chunk);
  return answer;
}

let spare: { reader: Reader; timer: NodeJS.Timeout; ended: () => void } | null = null;
let closed = false;

function keep(reader: Reader) {
  if (closed) return void kill(reader.child);
  const timer = setTimeout(() => {
    if (spare?.reader !== reader) return;
    spare = null;
    void kill(reader.child);
  }, IDLE_MS);
  // A kept process that ends on its own is not handed the next file.
  const ended = () => {
    if (spare?.reader === reader) spare = null;
  };
  reader.child.once('exit', ended);
  spare = { reader, timer, ended };
}

function take(): Reader | null {
  if (!spare) return null;
  clearTimeout(spare.timer);
  const { reader, ended } = spare;
  spare = null;
  reader.child.off('exit', ended);
  return reader;
}

/** One file in a process: one kept from the last file if it read that one well. */
async function run(input: unknown, subject: WorkSubject, attachment: Uint8Array[]) {
  let reader: Reader | undefined;
  let keepIt = false;
  try {
    reader = take() ?? (await start());
    const answer = await answerOf(reader, input, attachment, subject);
    keepIt = !answer.end;
    return answer.value;
  } catch (error) {
    // A refusal of the file, answered by a process that is still well.
    keepIt = error instanceof AppError && error.code !== 'payload-too-large';
    throw error;
  } finally {
    // Ended before the next file starts, so two never hold their memory at once.
    if (reader && keepIt) keep(reader);
    else if (reader) await kill(reader.child);
  }
}

const reply = (message: FromProcesses) => parentPort!.postMessage(message);

parentPort!.on('message', (message: ToProcesses) => {
  if (message.type === 'close') {
    closed = true;
    const reader = take();
    void (reader ? kill(reader.child) : Promise.resolve()).then(() => reply({ type: 'closed' }));
    return;
  }
  const { id, input, subject, chunks } = message;
  run(input, subject, chunks).then(
    (value) => reply({ type: 'done', id, ok: true, value }),
    (error: Error) =>
      reply({
        type: 'done',
        id,
        ok: false,
        error:
          error instanceof AppError
            ? { code: error.code, message: error.message, issues: error.issues }
            : { message: error.message },
      }),
  );
});
