import { useEffect, useRef } from 'react';
import { useLiveConversations } from '../api/live-stream';
import { useT } from '../i18n/i18n';

/** A short two-tone chime made on the spot (no sound file to download). */
export function chime() {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.15, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.6);
    for (const [i, f] of [880, 1320].entries()) {
      const osc = ctx.createOscillator();
      osc.frequency.value = f;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.15);
      osc.stop(ctx.currentTime + 0.6);
    }
    setTimeout(() => void ctx.close(), 1000);
  } catch {}
}

/**
 * Mounted while the owner opted in: watches the live list and tells them of each conversation that newly asks
 * for a person: a browser notification (when allowed) and a chime. Those already waiting when it
 * started are on the Live page and its badge, not announced again.
 */
export function LiveAlerts() {
  const t = useT();
  const live = useLiveConversations();
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const list = live.data?.conversations;
    if (!list) return;
    const waiting = list.filter((c) => c.needsHuman);
    const fresh = known.current ? waiting.filter((c) => !known.current!.has(c.id)) : [];
    known.current = new Set(waiting.map((c) => c.id));
    if (!fresh.length) return;
    chime();
    if (typeof Notification !== 'function' || Notification.permission !== 'granted') return;
    for (const c of fresh) {
      const n = new Notification(t('nav.liveAlert'), { body: c.form.name, tag: c.id });
      n.onclick = () => {
        window.focus();
        window.location.assign(`/conversations/${encodeURIComponent(c.id)}`);
      };
    }
  }, [live.data, t]);
  return null;
}
