import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ErrorResponse } from '../../contract/common';
import { Msg } from '../../contract/errors';
import type { Config } from '../config';
import type { Database } from '../db/open';
import { AppError } from '../http/errors';
import { mediaResponse, type ZodApp } from '../http/route-kit';
import { bearerMatches, localUrl, newControlToken, removeControl, writeControl } from './control';
import { dumpEmbedded } from './dump';

/**
 * `GET /api/admin/backup` on the embedded database: a consistent dump while the server runs, for
 * `charla backup` (with the token of DATA_DIR/charla.control.json) or an operator with ADMIN_TOKEN.
 */
export function backupRoutes(app: ZodApp, { database, config }: { database: Database; config: Config }) {
  const pglite = database.pglite;
  const controlToken = newControlToken();
  const tokens = [controlToken, ...(config.ADMIN_TOKEN ? [config.ADMIN_TOKEN] : [])];
  if (pglite) {
    app.addHook('onListen', async () => {
      const url = localUrl(app.server.address() as AddressInfo);
      writeControl(config.DATA_DIR, { pid: process.pid, url, token: controlToken });
    });
    app.addHook('onClose', async () => removeControl(config.DATA_DIR));
  }

  app.get('/api/admin/backup', {
    schema: {
      tags: ['Admin'],
      summary: 'A backup of the embedded database (gzipped tar of its data directory)',
      description:
        'Only with the embedded database. `Authorization: Bearer <ADMIN_TOKEN>`, or the token `charla backup` ' +
        'reads from DATA_DIR/charla.control.json. Restore with `charla restore <file>` while the server is stopped. ' +
        'With PostgreSQL (DATABASE_URL) it answers 404: back that up with its own tools.',
      security: [{ adminToken: [] }],
      response: {
        200: mediaResponse(
          'The data directory as a .tar.gz',
          { 'application/gzip': z.string().meta({ format: 'binary' }) },
          { 'Content-Disposition': { description: 'attachment; filename="charla-backup-<time>.tar.gz"' } },
        ),
        401: ErrorResponse,
        404: ErrorResponse.describe('Not found: the instance runs on PostgreSQL'),
      },
    },
    onRequest: async (req) => {
      if (!pglite) throw new AppError(404, Msg.notFound);
      if (!bearerMatches(req.headers.authorization, tokens)) throw new AppError(401, Msg.unauthorized);
    },
    handler: async (_req, reply) => {
      if (!pglite) throw new AppError(404, Msg.notFound);
      const dump = await dumpEmbedded(pglite);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      return reply
        .type('application/gzip')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="charla-backup-${stamp}.tar.gz"`)
        .send(dump as unknown as string); // a Buffer: sent as it is
    },
  });
}
