import type { MonitorConfig, MonitorInput, MonitorType } from '@tocsin/contract';
import type { CheckFn } from './types.js';

/** The types judged by pushes arriving, not by Tocsin reaching out. */
export type PassiveType = 'heartbeat';
export type ActiveType = Exclude<MonitorType, PassiveType>;
/** The settings of a monitor whose checks Tocsin runs. */
export type ActiveConfig = Extract<MonitorInput, { type: ActiveType }>;

/** A host a monitor reaches, and the field it came from (for the error shown on the form). */
export interface TargetHost {
  host: string;
  field: string;
}

/** What the start-up probes are given; tests point them at stand-in programs. */
export interface ProbeOptions {
  pingPath?: string;
  timeoutMs?: number;
}

/** Finds out once, at start-up, whether this server can run a type's checks. */
export interface CheckTypeProbe {
  /** Null when the checks can run here; else why not, in words for users. */
  run: (options: ProbeOptions) => Promise<string | null>;
  /** The sentence a refused request shows for a reason `run` gave. */
  message: (reason: string) => string;
}

interface CheckTypeBase<T extends MonitorType> {
  /** What lists and alerts show as the monitor's target: a URL, `host:port`, `A example.com`. */
  target: (config: MonitorConfig<T>) => string;
  /** The hosts the monitor reaches, which the SSRF guard judges each time it is saved. */
  hosts: (config: MonitorConfig<T>) => TargetHost[];
  /** The host a check's span names as `server.address`; null when there is none. */
  spanHost: (config: MonitorConfig<T>) => string | null;
  /** Only for a type that needs something of the machine (ping: the ping program). */
  probe?: CheckTypeProbe;
}

/** A type whose checks Tocsin runs on a schedule, and on demand from the form. */
export interface ActiveCheckType<T extends ActiveType> extends CheckTypeBase<T> {
  run: CheckFn<T>;
}

/** A type that is pushed to: it has no check to run, and is pinged at a period instead. */
export interface PassiveCheckType<T extends PassiveType> extends CheckTypeBase<T> {
  /** The interval stored for the monitor: how often its pushes are due. */
  periodSeconds: (config: MonitorConfig<T>) => number;
}

/** Everything the server knows of one check type; `registry.ts` holds one for each. */
export type CheckTypeModule<T extends MonitorType> = T extends ActiveType
  ? ActiveCheckType<T>
  : T extends PassiveType
    ? PassiveCheckType<T>
    : never;

/** The hooks every type has, taking any monitor's settings: for code that holds a union. */
export type AnyCheckType = CheckTypeBase<MonitorType>;
