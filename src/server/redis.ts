import type { Redis } from 'ioredis';

/** An ioredis client that does not crash the process while Redis is briefly away. */
export async function createRedis(url: string): Promise<Redis> {
  // Loaded on demand: most single-instance setups never need it (start-up time).
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  client.on('error', () => {});
  return client;
}
