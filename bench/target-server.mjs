// A trivial HTTP target for the load benchmark, in its own process so its CPU is not counted
// as Tocsin's. Prints its port on stdout.
import http from 'node:http';

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' }).end('ok');
});
server.keepAliveTimeout = 1_000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
