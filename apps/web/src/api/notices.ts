import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * The client's notices go through antd's App context once the app has mounted (so they follow the
 * theme and language); before that they are queued.
 */
interface Notifier {
  notification: NotificationInstance;
  modal: Omit<ModalStaticFunctions, 'warn'>;
}

let notifier: Notifier | null = null;
const queue: ((n: Notifier) => void)[] = [];

export function setNotifier(n: Notifier): void {
  notifier = n;
  for (const job of queue.splice(0)) job(n);
}

export function withNotifier(job: (n: Notifier) => void): void {
  if (notifier) job(notifier);
  else queue.push(job);
}
