// Cold start on existing data: starts the server N times on the given data directory and reports, for
// each start, the time from spawning the process to its "listening" log line and to the first 200 of
// GET /api/health, and the CPU time the process used until then (Linux; on a busy machine the CPU time
// varies less than the wall-clock time). The database must already be migrated and seeded (start the portal once first).
//
//   node scripts/cold-start.mjs [runs] -- <command...>
//   DATA_DIR=/tmp/portal-data PORT=8299 node scripts/cold-start.mjs 5 -- node scripts/start.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const separator = process.argv.indexOf('--');
if (separator < 0 || separator === process.argv.length - 1) {
  console.error('usage: node scripts/cold-start.mjs [runs] -- <command...>');
  process.exit(2);
}
const runs = Number(process.argv.slice(2, separator)[0] ?? 5);
const [command, ...args] = process.argv.slice(separator + 1);
const port = process.env.PORT ?? '8080';

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** User + system CPU time of a process so far, in ms (clock ticks of 10 ms), from /proc. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function once() {
  const started = performance.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  let listening;
  child.stdout.on('data', (chunk) => {
    if (listening === undefined && /listening/i.test(String(chunk))) listening = performance.now() - started;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let health;
  while (health === undefined) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await healthy()) health = performance.now() - started;
    else await sleep(5);
  }
  const cpu = cpuMs(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { listening, health, cpu };
}

/** The 1-minute load average: on a shared machine the wall-clock times depend on it. */
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

const results = [];
const loadBefore = load();
for (let i = 0; i < runs; i++) results.push(await once());
const ms = (n) => (n === undefined ? '-' : `${Math.round(n)} ms`);
for (const r of results) {
  console.log(`listening ${ms(r.listening)}, first /api/health 200 ${ms(r.health)}, CPU ${ms(r.cpu)}`);
}
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  `median: listening ${ms(median(results.map((r) => r.listening)))}, health ${ms(median(results.map((r) => r.health)))}, ` +
    `CPU ${ms(median(results.map((r) => r.cpu)))} (load average ${loadBefore} before, ${load()} after)`,
);
