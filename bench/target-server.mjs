// A trivial HTTP target for the load benchmark, in its own process so its CPU is not counted
// as Tocsin's. It listens on several ports: thousands of new connections a second to one
// address and port would run out of ephemeral ports (TIME_WAIT), which real targets spread over
// many hosts never do. Prints the ports, comma-separated, on stdout.
import http from 'node:http';

const PORTS = Number(process.argv[2] ?? 32);
const handler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' }).end('ok');
};
const servers = await Promise.all(
  Array.from({ length: PORTS }, () => {
    const server = http.createServer(handler);
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
  }),
);
console.log(servers.map((s) => s.address().port).join(','));
process.on('SIGTERM', () => {
  for (const s of servers) s.close();
  process.exit(0);
});
