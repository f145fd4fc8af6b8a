import { type DragEvent, useRef, useState } from 'react';

/**
 * Files and whole folders dropped from the desktop. A dropped folder is read through the entries
 * API (webkitGetAsEntry), each file given its path inside the dropped folder as
 * `webkitRelativePath` ("Reports/2025/a.pdf"), as a chosen folder's files have it; a dropped file
 * keeps its name. Entries are taken while the drop event lasts (the browser empties the
 * DataTransfer afterwards) and read afterwards.
 */
type Entry = FileSystemEntry;

function withPath(file: File, path: string): File {
  if (path && path !== file.name && !file.webkitRelativePath)
    Object.defineProperty(file, 'webkitRelativePath', { value: path, configurable: true });
  return file;
}

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** Every entry of a folder (the reader hands them over in batches until an empty one). */
async function entriesOf(dir: FileSystemDirectoryEntry): Promise<Entry[]> {
  const reader = dir.createReader();
  const out: Entry[] = [];
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve) => reader.readEntries(resolve, () => resolve([])));
    if (batch.length === 0) return out;
    out.push(...batch);
  }
}

async function walk(entry: Entry, out: File[]): Promise<void> {
  if (entry.isFile) {
    const file = await fileOf(entry as FileSystemFileEntry).catch(() => null);
    if (file) out.push(withPath(file, entry.fullPath.replace(/^\/+/, '')));
    return;
  }
  if (entry.isDirectory)
    for (const child of await entriesOf(entry as FileSystemDirectoryEntry)) await walk(child, out);
}

/** Reads a drop: entries where the browser gives them, else the plain file list. */
export function droppedFiles(data: DataTransfer): Promise<File[]> {
  const items = [...(data.items ?? [])].filter((i) => i.kind === 'file');
  const taken = items.map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
  const plain = [...(data.files ?? [])];
  return (async () => {
    if (taken.length === 0 || taken.every((t) => t.entry === null)) return plain;
    const out: File[] = [];
    for (const t of taken) {
      if (t.entry) await walk(t.entry, out);
      else if (t.file) out.push(t.file);
    }
    return out;
  })();
}

/**
 * A drop target: `over` while files are dragged over it (entering and leaving its children do not
 * flicker it), `onFiles` with what was dropped.
 */
export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const carriesFiles = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files');
  if (!enabled) return { over: false, handlers: {} };
  return {
    over,
    handlers: {
      onDragEnter: (e: DragEvent) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        depth.current++;
        setOver(true);
      },
      onDragOver: (e: DragEvent) => {
        if (!carriesFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (e: DragEvent) => {
        if (!carriesFiles(e)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDrop: (e: DragEvent) => {
        // A drop on an upload button is that button's (it has taken it already).
        if (e.defaultPrevented) {
          depth.current = 0;
          setOver(false);
          return;
        }
        if (!carriesFiles(e) && (e.dataTransfer?.files?.length ?? 0) === 0) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        void droppedFiles(e.dataTransfer).then((files) => {
          if (files.length > 0) onFiles(files);
        });
      },
    },
  };
}
