/** Whether the browser may show this site's notifications; 'unsupported' where it has none. */
export type NotificationAccess = NotificationPermission | 'unsupported';

export function notificationAccess(): NotificationAccess {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Browsers grant notifications only when asked from a user's gesture: call this from a click. */
export function askForNotifications(): Promise<NotificationAccess> {
  return Notification.requestPermission();
}

/**
 * A system notification, when the advocate allowed them: it reaches them in another tab or application. One
 * `tag` a matter, so the tabs that all heard the call show it once.
 */
export function showNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (notificationAccess() !== 'granted') return;
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}
