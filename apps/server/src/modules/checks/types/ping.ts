import type { CheckTypeModule } from '../check-type.js';
import { pingCannotRunMessage, pingCheck, probePing } from '../ping.js';
import { reachesHost } from './shared.js';

export const ping: CheckTypeModule<'ping'> = {
  ...reachesHost,
  target: (config) => config.host,
  run: pingCheck,
  // Ping needs a program and the right to open ICMP sockets, which a container may not have.
  probe: {
    run: ({ pingPath, timeoutMs }) => probePing(pingPath, timeoutMs),
    message: pingCannotRunMessage,
  },
};
