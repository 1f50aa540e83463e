import { Notifications } from '@mantine/notifications';

/** Mantine's notification stack, in a module of its own so it is fetched only with the first notification. */
export function NotificationStack() {
  return <Notifications position="top-right" />;
}
