// Loaded by the widget only for forms with bot protection (a separate module: the widget's first load stays small).

interface Challenge {
  challenge: string;
  salt: string;
  maxnumber: number;
}

const BATCH = 256;

/** Fetches the form's challenge and finds its number with Web Crypto SHA-256; resolves to the proof to send. */
export async function solve(base: string, formId: string): Promise<string> {
  const res = await fetch(`${base}/api/forms/${encodeURIComponent(formId)}/challenge`);
  if (!res.ok) throw new Error(`challenge: HTTP ${res.status}`);
  const c = (await res.json()) as Challenge;
  const target = new Uint8Array(c.challenge.match(/../g)!.map((b) => Number.parseInt(b, 16)));
  const enc = new TextEncoder();
  const same = (buf: ArrayBuffer) => {
    const a = new Uint8Array(buf);
    for (let i = 0; i < 32; i++) if (a[i] !== target[i]) return false;
    return true;
  };
  // Hashes in batches: one await per batch instead of one per candidate.
  for (let start = 0; start <= c.maxnumber; start += BATCH) {
    const end = Math.min(start + BATCH, c.maxnumber + 1);
    const tries: Promise<ArrayBuffer>[] = [];
    for (let n = start; n < end; n++) tries.push(crypto.subtle.digest('SHA-256', enc.encode(c.salt + n)));
    const hashes = await Promise.all(tries);
    const i = hashes.findIndex(same);
    if (i >= 0) return btoa(JSON.stringify({ ...c, number: start + i }));
  }
  throw new Error('challenge: no solution');
}
