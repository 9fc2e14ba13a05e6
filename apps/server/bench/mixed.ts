import { percentile } from './load.ts';
import { TARGETS, type Row } from './report.ts';
import { batchUpload, getCompressed, PUNCH_BATCH, send, type Counts, type Fixtures } from './scenarios.ts';

/**
 * Reads while phones upload (issue 16): a clerk reads the time-sheet list of the measured week (as a
 * browser asks, compressed) and the load balancer checks /api/health, each one request at a time: first
 * alone, then both at once for as long as UPLOADERS phones at once upload twice the batches of
 * PUNCH_BATCH punches of the batch scenario. Each read is timed on its own, and the batches too, so
 * their rate shows what the reads cost the writers.
 */
const UPLOADERS = 8;

export async function mixedScenario(
  url: string,
  tokens: { payroll: string; admin: string },
  fx: Fixtures,
  counts: Counts,
): Promise<Row[]> {
  const list = getCompressed(
    `${url}/api/v1/time-sheet-list?start_date=${fx.week.start}&end_date=${fx.week.end}&time_sheet_by=1`,
    tokens.payroll,
  );
  const health = () => send(`${url}/api/health`, {}, 200);
  // One read after the other until `more` says no; their times.
  const reads = async (call: () => Promise<unknown>, more: (done: number) => boolean) => {
    const times: number[] = [];
    while (more(times.length)) times.push(await timed(call));
    return times;
  };
  const alone = async (call: () => Promise<unknown>) => {
    await reads(call, (done) => done < counts.warmup);
    return reads(call, (done) => done < Math.ceil(counts.requests / 2));
  };
  const [aloneList, aloneHealth] = [await alone(list), await alone(health)];

  const upload = batchUpload(url, tokens.admin, fx);
  const batches: number[] = [];
  let toSend = 2 * Math.ceil(counts.requests / 5);
  const uploader = async () => {
    while (toSend-- > 0) batches.push(await timed(upload));
  };
  const started = performance.now();
  const uploads = Promise.all(Array.from({ length: UPLOADERS }, uploader));
  let uploading = true;
  const stop = () => (uploading = false);
  uploads.then(stop, stop);
  const [busyList, busyHealth] = await Promise.all([
    reads(list, () => uploading),
    reads(health, () => uploading),
  ]);
  await uploads;
  const seconds = (performance.now() - started) / 1000;

  const row = (read: string, a: number[], b: number[], target: number): Row => {
    const [sa, sb] = [sorted(a), sorted(b)];
    const p95 = percentile(sb, 95);
    return {
      read,
      requests: String(sb.length),
      'alone p50 ms': ms(percentile(sa, 50)),
      'alone p95 ms': ms(percentile(sa, 95)),
      'while uploading p50 ms': ms(percentile(sb, 50)),
      'while uploading p95 ms': ms(p95),
      target: `p95 < ${target} ms`,
      met: p95 < target ? 'yes' : 'NO',
    };
  };
  const b = sorted(batches);
  return [
    row('time-sheet-list by employee', aloneList, busyList, TARGETS.listWhileUploadingP95Ms),
    row('/api/health', aloneHealth, busyHealth, TARGETS.healthWhileUploadingP95Ms),
    {
      read: `(the uploads: batches of ${PUNCH_BATCH}, c=${UPLOADERS})`,
      requests: String(b.length),
      'while uploading p50 ms': ms(percentile(b, 50)),
      'while uploading p95 ms': ms(percentile(b, 95)),
      target: `${Math.round((b.length * PUNCH_BATCH) / seconds).toLocaleString('en-US')} punches/s`,
    },
  ];
}

async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

const sorted = (samples: number[]) => [...samples].sort((x, y) => x - y);
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
