/**
 * A screen that starts a job tells the header's job centre, which then follows it (polls, and
 * says so when it finishes) and opens its drawer. A window event, as the shell's own drawers use,
 * so a list screen needs no handle on the header.
 */
const STARTED = 'accredit:job-started';
const OPEN = 'accredit:open-jobs';

export function announceJob(jobId: string): void {
  window.dispatchEvent(new CustomEvent<string>(STARTED, { detail: jobId }));
}

export function onJobAnnounced(handler: (jobId: string) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<string>).detail);
  window.addEventListener(STARTED, listener);
  return () => window.removeEventListener(STARTED, listener);
}

export function openJobCentre(): void {
  window.dispatchEvent(new Event(OPEN));
}

export function onOpenJobCentre(handler: () => void): () => void {
  window.addEventListener(OPEN, handler);
  return () => window.removeEventListener(OPEN, handler);
}
