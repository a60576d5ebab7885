import { Radar } from 'lucide-react';
import { TextField } from '@/components/ui/text-field';
import { PingTiles } from '../components/check-tiles';
import { num, textProps, type CheckTypeView } from './view';

export const ping: CheckTypeView<'ping'> = {
  label: 'Ping',
  description: 'Sends ICMP echo requests to a host and watches for packet loss.',
  icon: Radar,
  Fields: (props) => (
    <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
      <TextField {...textProps(props, 'host', 'Host')} placeholder="example.com" />
      <TextField type="number" {...textProps(props, 'packets', 'Packets')} />
    </div>
  ),
  toInput: (v) => ({ host: v.host, packets: num(v.packets) }),
  Tiles: ({ result }) => <PingTiles result={result} />,
};
