import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';
import type { Answer, Packet, RecordType } from 'dns-packet';

/** Records by name, then by type: `{ 'example.test': { TXT: [['v=spf1 ', '-all']] } }`. */
export type DnsZone = Record<string, Partial<Record<RecordType, unknown[]>>>;

const NXDOMAIN = 3;

/**
 * An authoritative server for `zone` on 127.0.0.1 (read at each query, so a test may change it);
 * `silent` never answers, and `later` (keyed "A name") is what a name answers from its second
 * query on, as a rebinding zone would.
 */
export async function startDnsServer(
  zone: DnsZone,
  opts: { silent?: boolean; later?: Record<string, unknown[]> } = {},
) {
  const socket = dgram.createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (message, peer) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    queries.push(`${question.type} ${question.name}`);
    if (opts.silent) return;
    const key = `${question.type} ${question.name.toLowerCase()}`;
    const records = zone[question.name.toLowerCase()];
    const asked = queries.filter((q) => q.toLowerCase() === key.toLowerCase()).length;
    const data = (asked > 1 && opts.later?.[key]) || (records?.[question.type] ?? []);
    const answers = data.map((value) => ({
      ...{ type: question.type, name: question.name, ttl: 60, class: 'IN' },
      data: value,
    })) as Answer[];
    const response: Packet = {
      type: 'response',
      id: query.id,
      // The low four bits of the flags carry the rcode; dns-packet adds QR itself.
      flags:
        dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | (records ? 0 : NXDOMAIN),
      questions: [question],
      answers,
    };
    socket.send(dnsPacket.encode(response), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
