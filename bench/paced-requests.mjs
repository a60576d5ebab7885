// The floor under a check's CPU: a minimal Node.js process making plain HTTP GETs, each on a new
// connection as a check makes it, paced evenly at the rate of bench/footprint.ts's 1,000
// monitors. Prints the process's CPU (user and system) per request, after a 5-second warm-up.
//   node bench/paced-requests.mjs <ports, comma-separated> [per second: 50] [seconds: 60]
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const ports = process.argv[2].split(',').map(Number);
const rate = Number(process.argv[3] ?? 50);
const seconds = Number(process.argv[4] ?? 60);
let sent = 0;

const request = () =>
  new Promise((resolve) => {
    const port = ports[sent++ % ports.length];
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(true));
    });
    req.on('error', () => resolve(false));
  });

/** Requests at `rate` a second for `duration` seconds; how many answered, and the CPU it took. */
async function paced(duration) {
  const cpu = process.cpuUsage();
  const pending = [];
  const timer = setInterval(() => pending.push(request()), 1000 / rate);
  await sleep(duration * 1000);
  clearInterval(timer);
  const answered = (await Promise.all(pending)).filter(Boolean).length;
  const { user, system } = process.cpuUsage(cpu);
  return { answered, us: user + system };
}

await paced(5);
const { answered, us } = await paced(seconds);
console.log(JSON.stringify({ answered, usPerRequest: us / answered }));
