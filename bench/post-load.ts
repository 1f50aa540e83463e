/**
 * A load generator run as its own process (so it does not share the server's event loop): POSTs a JSON
 * body (or GETs, for a body of `-`) to one URL over `connections` kept-alive connections for `seconds`, each
 * request from its own X-Forwarded-For address (per-IP limits), and prints `{"requests": n, "failed": m}`
 * (2xx answers and the rest) on stdout. A content type as the 5th argument replaces application/json.
 * Usage: tsx bench/post-load.ts <url> <json body | -> <seconds> <connections> [content type]
 */
import { Pool } from 'undici';

const [url, body, seconds, connections, contentType] = process.argv.slice(2);
if (!url || !body) throw new Error('usage: post-load.ts <url> <json body> <seconds> <connections>');
const target = new URL(url);
const pool = new Pool(target.origin, { connections: Number(connections ?? 10), pipelining: 1 });
const until = performance.now() + Number(seconds ?? 5) * 1000;
let requests = 0;
let failed = 0;
let ip = Math.floor(Math.random() * 4_000_000);
let firstError = '';

await Promise.all(
  Array.from({ length: Number(connections ?? 10) }, async () => {
    while (performance.now() < until) {
      ip += 1;
      const get = body === '-';
      const res = await pool.request({
        path: target.pathname + target.search,
        method: get ? 'GET' : 'POST',
        headers: {
          ...(get ? {} : { 'content-type': contentType ?? 'application/json' }),
          origin: 'https://site.example',
          'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        },
        body: get ? undefined : body,
      });
      const text = await res.body.text();
      if (res.statusCode >= 200 && res.statusCode < 300) requests += 1;
      else {
        failed += 1;
        firstError ||= `${res.statusCode} ${text.slice(0, 200)}`;
      }
    }
  }),
);
await pool.close();
process.stdout.write(`${JSON.stringify({ requests, failed, firstError, seconds: Number(seconds ?? 5) })}\n`);
