import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CMIC_PATHS } from '../connectors/cmic.ts';
import { STAR_BUILDER_PATHS } from '../connectors/star-builder.ts';
import type { SimulatorData } from './data.ts';

type SimulatedResource = 'employees' | 'jobs' | 'projects' | 'subcontractors';

/**
 * How one resource misbehaves: `http-500` answers 500, `timeout` never answers, `broken-page` sends a
 * cut-off second page (or first, when there is one page). `times` limits how many answers fail (all
 * by default); `delayMs` slows every answer down.
 * @internal The sync tests make a resource fail with it.
 */
export interface Switch {
  fail?: 'http-500' | 'timeout' | 'broken-page';
  times?: number;
  delayMs?: number;
}
type Switches = Partial<Record<SimulatedResource, Switch>>;

const CONTROL_PATH = '/__simulator/switches';

/** A path of the simulated systems: what it answers from the data, for the company code asked. */
type Route = (
  url: URL,
  code: string,
  data: SimulatorData,
) => { resource: SimulatedResource; page: () => Page };

export interface Simulator {
  url: string;
  /** Replaces every switch (an empty object: everything behaves). */
  setSwitches(switches: Switches): void;
  close(): Promise<void>;
}

/**
 * A small HTTP server that answers like CMiC and Star Builder from `source`, on loopback. Tests set its
 * switches directly; a separate process sets them with PUT /__simulator/switches. Given a function,
 * the data is built by it on the first request, so a server that never syncs never builds it.
 */
export async function startSimulator(
  source: SimulatorData | (() => Promise<SimulatorData>),
  opts: { port?: number; maxPageSize?: number } = {},
): Promise<Simulator> {
  const maxPageSize = opts.maxPageSize ?? 50;
  let switches: Switches = {};
  let built: Promise<SimulatorData> | undefined;
  const held = () => (built ??= typeof source === 'function' ? source() : Promise.resolve(source));

  const routes: Record<string, Route> = {
    [CMIC_PATHS.employees]: (url, code, data) => ({
      resource: 'employees',
      page: () => {
        const status = filterValue(url, 'EmpStatusCode');
        const rows = data.employees.filter((e) => !status || e.EmpStatusCode === status);
        return cmicPage(
          url,
          rows.map((e) => ({ ...e, EmpCompCode: code })),
          maxPageSize,
        );
      },
    }),
    [CMIC_PATHS.jobs]: (url, code, data) => ({
      resource: 'jobs',
      page: () =>
        cmicPage(
          url,
          data.jobs.map((j) => ({ ...j, JobCompCode: code })),
          maxPageSize,
        ),
    }),
    [STAR_BUILDER_PATHS.projects]: (url, _code, data) => ({
      resource: 'projects',
      page: () => starBuilderPage(url, data.projects, maxPageSize),
    }),
    [STAR_BUILDER_PATHS.subcontractors]: (url, _code, data) => ({
      resource: 'subcontractors',
      page: () => starBuilderPage(url, data.subcontractors, maxPageSize),
    }),
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (req.method === 'PUT' && url.pathname === CONTROL_PATH) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        switches = JSON.parse(body || '{}') as Switches;
        res.writeHead(204).end();
      });
      return;
    }
    const route = routes[url.pathname];
    if (req.method !== 'GET' || !route) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"title":"Not Found"}');
      return;
    }
    held().then(
      (data) => answer(res, url, route, data),
      () =>
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"title":"Internal Server Error"}'),
    );
  });

  const answer = (res: http.ServerResponse, url: URL, route: Route, data: SimulatorData) => {
    const { resource, page } = route(
      url,
      filterValue(url, 'EmpCompCode') ?? filterValue(url, 'JobCompCode') ?? '',
      data,
    );
    const s = switches[resource] ?? {};
    const fail = s.fail !== undefined && (s.times ?? 1) > 0 ? s.fail : undefined;
    const { body, index, last } = page();
    const breaks = fail === 'broken-page' && (index === 1 || (index === 0 && last));
    if (fail === 'timeout' || fail === 'http-500' || breaks) {
      if (s.times !== undefined) s.times--;
    }
    if (fail === 'timeout') return; // never answers: the client gives up
    const send = (status: number, text: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    setTimeout(() => {
      if (fail === 'http-500') send(500, '{"title":"Internal Server Error"}');
      else if (breaks) send(200, JSON.stringify(body).slice(0, 40));
      else send(200, JSON.stringify(body));
    }, s.delayMs ?? 0);
  };

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setSwitches: (next) => {
      switches = structuredClone(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Page {
  body: unknown;
  index: number;
  last: boolean;
}

/** A value of CMiC's q filter: q=EmpCompCode='X';EmpStatusCode='A'. */
function filterValue(url: URL, field: string): string | undefined {
  const q = url.searchParams.get('q') ?? '';
  const match = new RegExp(`(?:^|;)${field}='([^']*)'`).exec(q);
  return match?.[1];
}

function cmicPage(url: URL, rows: unknown[], maxPageSize: number): Page {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 25), maxPageSize);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const items = rows.slice(offset, offset + limit);
  const hasMore = offset + limit < rows.length;
  return {
    body: { items, count: items.length, hasMore, limit, offset },
    index: Math.floor(offset / limit),
    last: !hasMore,
  };
}

function starBuilderPage(url: URL, rows: unknown[], maxPageSize: number): Page {
  const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 50), maxPageSize);
  const page = Number(url.searchParams.get('page') ?? 1);
  const totalPages = Math.max(1, Math.ceil(rows.length / perPage));
  return {
    body: {
      data: rows.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total_pages: totalPages },
    },
    index: page - 1,
    last: page >= totalPages,
  };
}
