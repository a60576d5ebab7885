import type { CheckTypeModule } from '../check-type.js';
import { tcpCheck } from '../tcp.js';
import { hostAndPort, reachesHost } from './shared.js';

export const tcp: CheckTypeModule<'tcp'> = { ...reachesHost, target: hostAndPort, run: tcpCheck };
