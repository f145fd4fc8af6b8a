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

/**
 * Files the picker or a drop hands over one by one (antd calls beforeUpload per file) gathered
 * into one batch, so a dropped folder makes its subfolders in one call and registers per folder.
 */
export function useBatchedFiles(onBatch: (files: File[]) => void) {
  const pending = useRef<File[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handler = useRef(onBatch);
  handler.current = onBatch;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (file: File) => {
    pending.current.push(file);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const batch = pending.current;
      pending.current = [];
      timer.current = null;
      handler.current(batch);
    }, 50);
  };
}
