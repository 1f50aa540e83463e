import { Redis } from 'ioredis';

/** An ioredis client that does not crash the process while Redis is briefly away. */
export function createRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  client.on('error', () => {});
  return client;
}
