import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** LOG_FORMAT: `auto` is `pretty` on a terminal, `json` otherwise. */
export type LogFormat = 'auto' | 'json' | 'pretty';

/** Where logs go and whether a person reads them there. */
export interface LogOutput {
  stream: { write(chunk: string): unknown };
  isTTY: boolean;
}

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 36 },
  30: { name: 'INFO', color: 32 },
  40: { name: 'WARN', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 35 },
};

// pino's own fields, said by the line's layout rather than as key=value.
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v', 'err']);

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

function value(v: unknown): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return /^[^\s"=]+$/.test(s ?? '') ? String(s) : JSON.stringify(s);
}

/** One pino JSON record as a line a person reads: `14:03:12 WARN  message key=value`, an error's stack below. */
export function formatRecord(record: Record<string, unknown>, color: boolean): string {
  const level = LEVELS[Number(record.level)] ?? { name: String(record.level), color: 0 };
  const time = new Date(Number(record.time ?? Date.now())).toTimeString().slice(0, 8);
  const fields = Object.entries(record)
    .filter(([k, v]) => !OWN.has(k) && v !== undefined)
    .map(([k, v]) => `${paint(color, 90, `${k}=`)}${value(v)}`);
  const head = [
    paint(color, 90, time),
    paint(color, level.color, level.name.padEnd(5)),
    String(record.msg ?? ''),
    ...fields,
  ]
    .filter(Boolean)
    .join(' ');
  const err = record.err as { type?: string; message?: string; stack?: string } | undefined;
  if (!err) return head;
  const detail = err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`;
  return `${head}\n${detail.replace(/^/gm, '    ')}`;
}

/** A pino destination writing formatRecord lines (a record it cannot parse goes out as it came). */
export function prettyStream(out: LogOutput['stream'], color: boolean) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        let record: Record<string, unknown> | null = null;
        try {
          record = JSON.parse(line) as Record<string, unknown>;
        } catch {}
        out.write(`${record ? formatRecord(record, color) : line}\n`);
      }
    },
  };
}

/** The format in effect: LOG_FORMAT, or for `auto` whether a person reads the output. */
export function resolveLogFormat(setting: LogFormat, isTTY: boolean): 'json' | 'pretty' {
  return setting === 'auto' ? (isTTY ? 'pretty' : 'json') : setting;
}

/** Fastify's per-request lines at debug (`POST /api/chat 200 12 ms`); a request that errored still at error. */
class RequestsAtDebug extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.debug(
      `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  }
}

/**
 * Fastify's logging options. JSON (not a terminal, or LOG_FORMAT=json): pino's lines as they always were,
 * one per request at info. Pretty (a terminal, or LOG_FORMAT=pretty): readable lines, and requests at debug
 * only, so the default level shows what a person needs beside the start banner.
 */
export function loggerOptions(
  config: { LOG_LEVEL: string; LOG_FORMAT: LogFormat },
  output: LogOutput,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (resolveLogFormat(config.LOG_FORMAT, output.isTTY) === 'json')
    return output.stream === process.stdout
      ? { logger: { level: config.LOG_LEVEL } }
      : { logger: { level: config.LOG_LEVEL, stream: output.stream } };
  return {
    logger: { level: config.LOG_LEVEL, stream: prettyStream(output.stream, output.isTTY) },
    logController: new RequestsAtDebug(),
  };
}
