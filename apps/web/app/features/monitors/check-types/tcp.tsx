import { Plug } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { TcpTiles } from '../components/check-tiles';
import { HostPortFields } from './request';
import { num, type CheckTypeView } from './view';

export const tcp: CheckTypeView<'tcp'> = {
  label: 'TCP port',
  description: 'Opens a connection to a port: databases, mail, game servers.',
  icon: Plug,
  Fields: (props) => (
    <HostPortFields {...props}>
      <Checkbox
        label="Complete a TLS handshake after connecting"
        checked={props.values.tls}
        onChange={(event) => props.set('tls', event.target.checked)}
      />
    </HostPortFields>
  ),
  toInput: (v) => ({ host: v.host, port: num(v.port), tls: v.tls }),
  Tiles: ({ monitor, config, result }) => (
    <TcpTiles monitorId={monitor.id} config={config} result={result} />
  ),
};
