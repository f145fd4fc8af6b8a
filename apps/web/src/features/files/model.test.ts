import { describe, expect, it } from 'vitest';
import {
  buildFolderTree,
  deleteSummary,
  type FolderItem,
  fileKind,
  folderOfPath,
  foldersToCreate,
  formatSize,
  keepExtension,
  moveTargets,
  pathTo,
  versionName,
} from './model.ts';

const folder = (
  id: string,
  parentId: string | null,
  name: string,
  fileCount = 0,
  upload = true,
): FolderItem => ({
  id,
  parentId,
  name,
  fileCount,
  expertVisible: false,
  studentUpload: false,
  restricted: false,
  uploadRestricted: false,
  rights: { upload, manage: true, remove: true },
});

/** Reports (2 files) > 2025 (3) > Q1 (1); Reports > 2024 (0); Syllabi (4); Hidden child of an unreadable parent. */
const FOLDERS = [
  folder('r', null, 'Reports', 2),
  folder('r25', 'r', '2025', 3),
  folder('q1', 'r25', 'Q1', 1),
  folder('r24', 'r', '2024', 0),
  folder('s', null, 'Syllabi', 4),
  folder('orphan', 'unreadable', 'Visiting', 1, false),
];

describe('folder tree', () => {
  it('nests folders under their parents, siblings by name (numbers in order), orphans at the top', () => {
    const tree = buildFolderTree(FOLDERS);
    expect(tree.map((n) => n.name)).toEqual(['Reports', 'Syllabi', 'Visiting']);
    expect(tree[0].children.map((n) => n.name)).toEqual(['2024', '2025']);
    expect(tree[0].children[1].children.map((n) => n.id)).toEqual(['q1']);
  });

  it('cuts a cycle instead of losing both folders', () => {
    const tree = buildFolderTree([folder('a', 'b', 'A'), folder('b', 'a', 'B')]);
    const all = JSON.stringify(tree);
    expect(all).toContain('"id":"a"');
    expect(all).toContain('"id":"b"');
  });

  it('counts what a delete takes with it: every subfolder and every file below', () => {
    expect(deleteSummary(FOLDERS, 'r')).toEqual({ subfolders: 3, files: 6 });
    expect(deleteSummary(FOLDERS, 'q1')).toEqual({ subfolders: 0, files: 1 });
  });

  it('never offers a folder itself or anything below it as where to move it, nor a folder closed to uploads', () => {
    const ids = moveTargets(FOLDERS, ['r25']).map((f) => f.id);
    expect(ids).toEqual(['r', 'r24', 's']);
  });

  it('reads the path from the top down', () => {
    expect(pathTo(FOLDERS, 'q1').map((p) => p.name)).toEqual(['Reports', '2025', 'Q1']);
  });
});

describe('folder upload paths', () => {
  it('takes the folder part of a relative path, tidied', () => {
    expect(folderOfPath('Reports/2025/a.pdf')).toBe('Reports/2025');
    expect(folderOfPath('a.pdf')).toBe('');
    expect(folderOfPath('Reports\\ 2025 \\./a.pdf')).toBe('Reports/2025');
    expect(folderOfPath('../x/a.pdf')).toBe('x');
  });

  it('lists each folder once, parents before children', () => {
    expect(
      foldersToCreate([
        'Evidence/Std 5/a.pdf',
        'Evidence/Std 5/b.pdf',
        'Evidence/c.docx',
        'Evidence/Std 4/d.pdf',
        'e.png',
      ]),
    ).toEqual(['Evidence', 'Evidence/Std 5', 'Evidence/Std 4']);
  });
});

describe('sizes and kinds', () => {
  it('reads sizes in powers of 1024 with one decimal below ten', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(532)).toBe('532 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(12.4 * 1024)).toBe('12 KB');
    expect(formatSize(3.14 * 1024 * 1024)).toBe('3.1 MB');
    expect(formatSize(null)).toBe('');
  });

  it('knows a file by its stored type before its name', () => {
    expect(fileKind('scan.bin', 'application/pdf')).toBe('pdf');
    expect(fileKind('photo.jpg', null)).toBe('image');
    expect(fileKind('x', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'word',
    );
    expect(fileKind('Budget.XLSX')).toBe('excel');
    expect(fileKind('notes.txt')).toBe('other');
  });

  it("keeps a file's name for a new version, with the uploaded file's extension", () => {
    expect(versionName('Annual report.pdf', 'scan 3.pdf')).toBe('Annual report.pdf');
    expect(versionName('Annual report.docx', 'scan 3.PDF')).toBe('Annual report.PDF');
    expect(versionName('README', 'notes.docx')).toBe('README.docx');
  });

  it('keeps the extension a rename leaves out', () => {
    expect(keepExtension('report.pdf', 'Annual report')).toBe('Annual report.pdf');
    expect(keepExtension('report.pdf', 'Annual report.PDF')).toBe('Annual report.PDF');
    expect(keepExtension('README', ' Notes ')).toBe('Notes');
  });
});
