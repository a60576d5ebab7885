import type { MonitorInput, MonitorType } from '@tocsin/contract';
import { checkTypeView, checkTypeViews } from './check-types';

/** Each type's label, description and icon, which its file in check-types/ holds. */
export const monitorTypeInfo = checkTypeViews;

/**
 * Whether a monitor's checks see a TLS certificate, so a certificate alert can mean something:
 * an https:// URL, or a TLS certificate monitor.
 */
export function seesCertificate(config: MonitorInput): boolean {
  return checkTypeView(config.type).seesCertificate?.(config) ?? false;
}

/** Whether a monitor's checks make HTTP requests, so a status code means something. */
export const answersHttp = (type: MonitorType) => checkTypeView(type).requestsUrl === true;

/** Whether a monitor is pushed to (a job calls it) rather than checked on a schedule. */
export const isPushed = (type: MonitorType) => checkTypeView(type).pushed === true;
