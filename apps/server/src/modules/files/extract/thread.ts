import { parentPort } from 'node:worker_threads';
import { extractText } from './extract.ts';
import type { ThreadJob, ThreadReply } from './runner.ts';

/**
 * The extraction thread (runner.ts starts it): parses one file at a time off the server's event
 * loop and answers with its text or the reason it could not be read.
 */
const port = parentPort;
if (port) {
  port.on('message', (job: ThreadJob) => {
    extractText(job.kind, new Uint8Array(job.bytes), job.limits).then(
      (text) => port.postMessage({ id: job.id, ok: true, text } satisfies ThreadReply),
      (e: unknown) =>
        port.postMessage({
          id: job.id,
          ok: false,
          error: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
        } satisfies ThreadReply),
    );
  });
  port.postMessage({ ready: true } satisfies ThreadReply);
}
