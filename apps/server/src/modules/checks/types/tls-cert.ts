import type { CheckTypeModule } from '../check-type.js';
import { tlsCertCheck } from '../tls-cert.js';
import { hostAndPort, reachesHost } from './shared.js';

export const tlsCert: CheckTypeModule<'tls-cert'> = {
  ...reachesHost,
  target: hostAndPort,
  run: tlsCertCheck,
};
