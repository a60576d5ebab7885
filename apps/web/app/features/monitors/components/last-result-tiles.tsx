import type { CheckResult, Monitor } from '@tocsin/contract';
import { checkTypeView } from '../check-types';

/** The last check at a glance, in the figures that mean something for the monitor's type. */
export function LastResultTiles({ monitor, result }: { monitor: Monitor; result: CheckResult }) {
  const { config } = monitor;
  return checkTypeView(config.type).Tiles({ monitor, config, result });
}
