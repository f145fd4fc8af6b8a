/** Pages ask the header to open its drawers (the workplace's "view all" links). */
export type ShellDrawer = 'notifications' | 'calendar';
const EVENT = 'accredit:open-drawer';

export function openShellDrawer(drawer: ShellDrawer): void {
  window.dispatchEvent(new CustomEvent<ShellDrawer>(EVENT, { detail: drawer }));
}

export function onShellDrawer(handler: (drawer: ShellDrawer) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<ShellDrawer>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
