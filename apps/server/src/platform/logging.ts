import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go: standard output by default, a collector in tests. */
export interface LogStream {
  write(line: string): void;
}

const SECRET_QUERY = /([?&](?:token|code|sig)=)[^&#]*/gi;
const SECRET_PATH = /^(\/reset-token\/)[^/?#]+/;

/**
 * A URL as the log may keep it: mailed link tokens (`token`, `code`, the reset page's path) and file
 * signatures work as passwords until they expire, so their values never reach the log.
 */
function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[Redacted]').replace(SECRET_QUERY, '$1[Redacted]');
}

/** Pino through Fastify, without passwords, tokens or authorization headers. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    redact: ['req.headers.authorization', 'req.body.password', '*.password', '*.token'],
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
