import type { MonitorInput, MonitorType } from '@tocsin/contract';
import type {
  ActiveConfig,
  ActiveType,
  AnyCheckType,
  CheckTypeModule,
  TargetHost,
} from './check-type.js';
import { dns } from './types/dns.js';
import { heartbeat } from './types/heartbeat.js';
import { http } from './types/http.js';
import { jsonQuery } from './types/json-query.js';
import { keyword } from './types/keyword.js';
import { ping } from './types/ping.js';
import { tcp } from './types/tcp.js';
import { tlsCert } from './types/tls-cert.js';

/** Every check type this server knows; a type the contract declares must be here. */
export const checkTypeModules: { [T in MonitorType]: CheckTypeModule<T> } = {
  http,
  keyword,
  'json-query': jsonQuery,
  tcp,
  dns,
  'tls-cert': tlsCert,
  ping,
  heartbeat,
};

/** A monitor's type module, its hooks taking that monitor's settings. */
const moduleOf = (config: MonitorInput) => checkTypeModules[config.type] as AnyCheckType;

/** Whether Tocsin runs checks of this type, rather than waiting for pushes. */
export const isActiveType = (type: MonitorType): type is ActiveType =>
  'run' in checkTypeModules[type];

/** Whether Tocsin runs this monitor's checks; a heartbeat is judged by pushes arriving. */
export const isActiveCheck = (config: MonitorInput): config is ActiveConfig =>
  isActiveType(config.type);

/** What lists and alerts show as a monitor's target. */
export const targetOf = (config: MonitorInput): string => moduleOf(config).target(config);

/** The hosts a monitor reaches, each with the field it came from. */
export const hostsOf = (config: MonitorInput): TargetHost[] => moduleOf(config).hosts(config);

/** The host a check's span names; null when there is none. */
export const spanHostOf = (config: MonitorInput): string | null =>
  moduleOf(config).spanHost(config);

/** How often a monitor is checked; pushed-to types are pinged, not checked, so no plan limits them. */
export const checkedEvery = (config: MonitorInput): number | undefined =>
  isActiveCheck(config) ? config.intervalSeconds : undefined;

/** The interval stored for a monitor: how often it is checked, or how often its pushes are due. */
export function storedInterval(config: MonitorInput): number {
  if (isActiveCheck(config)) return config.intervalSeconds;
  return checkTypeModules[config.type].periodSeconds(config);
}

/** Whether a monitor is told of through a push URL, and so needs a push token. */
export const takesPushes = (config: MonitorInput) => !isActiveCheck(config);
