import type { PGlite } from '@electric-sql/pglite';

/** gzip's first two bytes: what every backup starts with. */
export const isGzip = (bytes: Uint8Array) => bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * A consistent copy of the embedded database (PGlite's data directory as a gzipped tarball), taken while it
 * serves: inside a transaction no other query or transaction can interleave with, after a CHECKPOINT so the
 * data files hold everything committed.
 */
export async function dumpEmbedded(pglite: PGlite): Promise<Buffer> {
  const blob = await pglite.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return pglite.dumpDataDir('gzip');
  });
  return Buffer.from(await blob.arrayBuffer());
}
