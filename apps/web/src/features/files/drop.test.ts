import { describe, expect, it } from 'vitest';
import { droppedFiles } from './drop.ts';

/** A dropped tree as the browser's entries API gives it. */
type Node = { name: string; children?: Node[] };

function entry(node: Node, parent = ''): FileSystemEntry {
  const fullPath = `${parent}/${node.name}`;
  if (!node.children)
    return {
      isFile: true,
      isDirectory: false,
      name: node.name,
      fullPath,
      file: (ok: (f: File) => void) => ok(new File(['x'], node.name)),
    } as unknown as FileSystemEntry;
  let read = false;
  return {
    isFile: false,
    isDirectory: true,
    name: node.name,
    fullPath,
    createReader: () => ({
      // Two batches, then an empty one, as browsers hand over big folders.
      readEntries: (ok: (e: FileSystemEntry[]) => void) => {
        const all = (node.children ?? []).map((c) => entry(c, fullPath));
        if (read) return ok([]);
        read = true;
        ok(all);
      },
    }),
  } as unknown as FileSystemEntry;
}

function transfer(nodes: Node[], withEntries = true): DataTransfer {
  const files = nodes.filter((n) => !n.children).map((n) => new File(['x'], n.name));
  return {
    items: nodes.map((n) => ({
      kind: 'file',
      webkitGetAsEntry: () => (withEntries ? entry(n) : null),
      getAsFile: () => (n.children ? null : new File(['x'], n.name)),
    })),
    files,
  } as unknown as DataTransfer;
}

describe('dropped files', () => {
  it("reads a dropped folder with each file's path inside it, and a file dropped beside it by its name", async () => {
    const files = await droppedFiles(
      transfer([
        {
          name: 'Self-study',
          children: [{ name: 'a.pdf' }, { name: 'Std 5', children: [{ name: 'b.docx' }] }],
        },
        { name: 'loose.png' },
      ]),
    );
    expect(files.map((f) => [f.name, f.webkitRelativePath || ''])).toEqual([
      ['a.pdf', 'Self-study/a.pdf'],
      ['b.docx', 'Self-study/Std 5/b.docx'],
      ['loose.png', ''],
    ]);
  });

  it('takes the plain file list where the browser gives no entries', async () => {
    const files = await droppedFiles(transfer([{ name: 'a.pdf' }, { name: 'b.pdf' }], false));
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
