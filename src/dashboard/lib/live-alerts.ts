import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLiveConversations } from '../api/live';
import { useT } from '../i18n/i18n';

const KEY = 'charla.liveAlerts';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Turns the alerts on or off; turning them on asks for the browser's permission to notify (only then). */
export async function setLiveAlerts(on: boolean) {
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {}
  for (const l of listeners) l();
  if (on && typeof Notification === 'function' && Notification.permission === 'default')
    await Notification.requestPermission().catch(() => 'denied');
}

/** Whether the owner opted in to a notification and a sound when someone asks for a person. */
export const useLiveAlertsOn = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => false,
  );

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
 * Watches the live list and, when the owner opted in, tells them of each conversation that newly asks
 * for a person: a browser notification (when allowed) and a chime. Those already waiting when the
 * dashboard opened are on the Live page and its badge, not announced again.
 */
export function useLiveAlerts() {
  const t = useT();
  const on = useLiveAlertsOn();
  const live = useLiveConversations();
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    const list = live.data?.conversations;
    if (!list) return;
    const waiting = list.filter((c) => c.needsHuman);
    const fresh = known.current ? waiting.filter((c) => !known.current!.has(c.id)) : [];
    known.current = new Set(waiting.map((c) => c.id));
    if (!on || !fresh.length) return;
    chime();
    if (typeof Notification !== 'function' || Notification.permission !== 'granted') return;
    for (const c of fresh) {
      const n = new Notification(t('live.alertTitle'), { body: c.form.name, tag: c.id });
      n.onclick = () => {
        window.focus();
        window.location.assign(`/conversations/${encodeURIComponent(c.id)}`);
      };
    }
  }, [live.data, on, t]);
}
