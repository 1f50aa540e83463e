import { useSyncExternalStore } from 'react';

// The owner's choice, kept per browser; the watcher that announces is components/live-alerts.tsx, loaded only when on.

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
