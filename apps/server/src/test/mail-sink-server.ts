// A real SMTP server for the browser tests, with the mail it catches readable over HTTP:
// GET /messages?to=<address> answers the parsed messages as JSON. Both listen on 127.0.0.1 only.
import http from 'node:http';
import { startSmtpSink } from './smtp-sink.js';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 3126);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 3125);

const sink = await startSmtpSink(smtpPort);
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to');
  const messages = to ? sink.messages.filter((m) => m.to.includes(to)) : sink.messages;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
});
server.listen(httpPort, '127.0.0.1', () => {
  console.log(`mail sink: smtp://127.0.0.1:${smtpPort}, http://127.0.0.1:${httpPort}/messages`);
});
const stop = () => {
  server.close();
  void sink.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
