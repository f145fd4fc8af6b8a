import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { UploadQueue, type UploadTransport } from './upload-queue.ts';

/**
 * One upload queue for the life of a screen; its list re-renders on every change. `onSettled` is
 * read through a ref so the queue keeps the latest callback without being rebuilt.
 */
export function useUploadQueue(transport: UploadTransport, onSettled?: (folderIds: string[]) => void) {
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const [queue] = useState(() => new UploadQueue(transport, (ids) => settled.current?.(ids)));
  useEffect(() => () => queue.dispose(), [queue]);
  const items = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  return { queue, items };
}
