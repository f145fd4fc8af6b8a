import { describe, expect, it } from 'vitest';
import {
  accessProblem,
  emptyAccess,
  type FolderAccess,
  type FolderNode,
  type FolderViewer,
  folderRights,
  normaliseAccess,
  pathOf,
  subtreeOf,
} from './acl.ts';

const folder = (id: string, parentId: string | null, extra: Partial<FolderNode> = {}): FolderNode => ({
  id,
  parentId,
  createBy: 'owner',
  access: null,
  expertVisible: false,
  studentUpload: false,
  ...extra,
});
const access = (over: Partial<FolderAccess>): FolderAccess => ({ ...emptyAccess(), ...over });
const viewer = (over: Partial<FolderViewer> = {}): FolderViewer => ({
  username: 'someone',
  roleCode: '4',
  departIds: [],
  student: false,
  mayAdd: false,
  mayEdit: false,
  mayDelete: false,
  ...over,
});
const staff = (over: Partial<FolderViewer> = {}) =>
  viewer({ roleCode: '6', mayAdd: true, mayEdit: true, mayDelete: true, ...over });

/**
 *   root (open)
 *   └ heads (restricted to programme heads '3' and department D1)
 *     └ deep (restricted to user "zhao")
 *   └ review (expert visible)
 *     └ inner
 *   └ inbox (students may upload)
 */
const TREE: FolderNode[] = [
  folder('root', null),
  folder('heads', 'root', { access: access({ restricted: true, roles: ['3'], departs: ['D1'] }) }),
  folder('deep', 'heads', { access: access({ restricted: true, users: ['zhao'] }) }),
  folder('review', 'root', { expertVisible: true }),
  folder('inner', 'review'),
  folder('inbox', 'root', { studentUpload: true }),
];
const read = (v: FolderViewer, folders = TREE) =>
  [...folderRights(folders, v)].filter(([, r]) => r.read).map(([id]) => id);

describe('folder rights', () => {
  it('compounds restrictions down the tree: a subfolder narrows, never widens', () => {
    expect(read(staff())).toEqual(['root', 'review', 'inner', 'inbox']);
    expect(read(staff({ roleCode: '3' }))).toEqual(['root', 'heads', 'review', 'inner', 'inbox']);
    // Named on the subfolder but not on its restricted parent: still hidden.
    expect(read(staff({ username: 'zhao' }))).not.toContain('deep');
    expect(read(staff({ username: 'zhao', roleCode: '3' }))).toContain('deep');
  });

  it('names a viewer by role, by department or by username', () => {
    expect(read(staff({ departIds: ['D0', 'D1'] }))).toContain('heads');
    expect(read(staff({ departIds: ['D2'] }))).not.toContain('heads');
    const byUser = [folder('a', null, { access: access({ restricted: true, users: ['li'] }) })];
    expect(read(staff({ username: 'li' }), byUser)).toEqual(['a']);
    expect(read(staff({ username: 'wang' }), byUser)).toEqual([]);
  });

  it('lets the creator of a restricted folder see it and what is below', () => {
    const tree = TREE.map((f) => (f.id === 'heads' || f.id === 'deep' ? { ...f, createBy: 'me' } : f));
    expect(read(staff({ username: 'me' }), tree)).toContain('deep');
    // The creator of the subfolder alone is still stopped by the restricted parent.
    const onlyDeep = TREE.map((f) => (f.id === 'deep' ? { ...f, createBy: 'me' } : f));
    expect(read(staff({ username: 'me' }), onlyDeep)).not.toContain('deep');
  });

  it('lets an administrator do everything everywhere', () => {
    const rights = folderRights(TREE, viewer({ roleCode: '1' }));
    for (const f of TREE)
      expect(rights.get(f.id)).toEqual({ read: true, upload: true, manage: true, remove: true });
  });

  it('shows experts only the subtrees visible to experts, within the restrictions, read only', () => {
    const expert = viewer({ roleCode: '7', mayAdd: true, mayEdit: true });
    expect(read(expert)).toEqual(['review', 'inner']);
    const rights = folderRights(TREE, expert).get('inner');
    expect(rights).toEqual({ read: true, upload: false, manage: false, remove: false });
    const restricted = [
      folder('r', null, { expertVisible: true, access: access({ restricted: true, roles: ['3'] }) }),
    ];
    expect(read(expert, restricted)).toEqual([]);
    expect(read({ ...expert, username: 'owner' }, restricted)).toEqual(['r']);
  });

  it('shows students only the subtrees where students may upload, whatever the staff restrictions', () => {
    const student = viewer({ roleCode: null, student: true });
    const tree = [...TREE, folder('sub', 'inbox', { access: access({ restricted: true, roles: ['3'] }) })];
    expect(read(student, tree)).toEqual(['inbox', 'sub']);
    expect(folderRights(tree, student).get('sub')).toEqual({
      read: true,
      upload: true,
      manage: false,
      remove: false,
    });
    // An account with no role that is not a student's sees nothing.
    expect(read(viewer({ roleCode: null }), tree)).toEqual([]);
  });

  it('gives nothing to a role that may not open shared files', () => {
    expect(read(staff({ mayRead: false }))).toEqual([]);
  });

  it('decides uploads by the upload lists where a folder restricts them, else by the add permission', () => {
    const tree = [
      folder('open', null),
      folder('limited', null, {
        access: access({ uploadRestricted: true, uploadRoles: ['4'], uploadUsers: ['li'] }),
      }),
      folder('below', 'limited', { access: access({ uploadRestricted: true, uploadUsers: ['li'] }) }),
      folder('free', 'limited'),
    ];
    const up = (v: FolderViewer) => [...folderRights(tree, v)].filter(([, r]) => r.upload).map(([id]) => id);
    expect(up(viewer({ roleCode: '4' }))).toEqual(['limited', 'free']);
    expect(up(viewer({ roleCode: '4', mayAdd: true }))).toEqual(['open', 'limited', 'free']);
    expect(up(staff())).toEqual(['open']);
    expect(up(staff({ username: 'li' }))).toEqual(['open', 'limited', 'below', 'free']);
    // Upload restrictions compound: named below but not on the restricted parent.
    expect(up(staff({ username: 'owner' }))).toEqual(['open', 'limited', 'below', 'free']);
    const onlyBelow = tree.map((f) =>
      f.id === 'below' ? { ...f, access: access({ uploadRestricted: true, uploadUsers: ['wu'] }) } : f,
    );
    expect(
      [...folderRights(onlyBelow, staff({ username: 'wu' }))].filter(([, r]) => r.upload).map(([id]) => id),
    ).toEqual(['open']);
    // Uploading needs reading first.
    const hidden = [
      folder('h', null, {
        access: access({ restricted: true, roles: ['3'], uploadRestricted: true, uploadRoles: ['4'] }),
      }),
    ];
    expect(folderRights(hidden, viewer({ roleCode: '4' })).get('h')?.upload).toBe(false);
  });

  it('lets creators and roles that may edit manage, and those that may delete remove', () => {
    const reader = viewer({ roleCode: '4' });
    expect(folderRights(TREE, reader).get('root')).toEqual({
      read: true,
      upload: false,
      manage: false,
      remove: false,
    });
    expect(folderRights(TREE, { ...reader, username: 'owner' }).get('root')).toMatchObject({
      manage: true,
      remove: true,
    });
    expect(folderRights(TREE, viewer({ mayEdit: true })).get('root')).toMatchObject({
      manage: true,
      remove: false,
    });
    expect(folderRights(TREE, viewer({ mayDelete: true })).get('root')).toMatchObject({
      manage: false,
      remove: true,
    });
    // Never where the viewer cannot read.
    expect(folderRights(TREE, staff()).get('heads')).toEqual({
      read: false,
      upload: false,
      manage: false,
      remove: false,
    });
  });

  it('treats a folder whose parent is gone as a root and hides folders caught in a cycle', () => {
    const tree = [folder('orphan', 'gone'), folder('x', 'y'), folder('y', 'x')];
    expect(read(staff(), tree)).toEqual(['orphan']);
  });
});

describe('access objects', () => {
  it('reads {}, null and partial objects as no restriction for what they leave out', () => {
    expect(normaliseAccess(null)).toEqual(emptyAccess());
    expect(normaliseAccess({})).toEqual(emptyAccess());
    expect(normaliseAccess({ restricted: true, roles: [' 3 ', '3', 7, ''] })).toEqual({
      ...emptyAccess(),
      restricted: true,
      roles: ['3'],
    });
    expect(normaliseAccess({ restricted: 'yes' }).restricted).toBe(false);
    expect(normaliseAccess([1, 2])).toEqual(emptyAccess());
  });

  it('names what is wrong with a submitted access object', () => {
    expect(accessProblem(null)).toBeNull();
    expect(accessProblem({})).toBeNull();
    expect(accessProblem({ restricted: true, roles: ['3'], uploadUsers: ['li'] })).toBeNull();
    expect(accessProblem('x')).toBe('notObject');
    expect(accessProblem([])).toBe('notObject');
    expect(accessProblem({ owner: 'me' })).toBe('unknownKey');
    expect(accessProblem({ restricted: 'true' })).toBe('notFlag');
    expect(accessProblem({ roles: '3' })).toBe('notList');
    expect(accessProblem({ roles: [3] })).toBe('badEntry');
    expect(accessProblem({ users: [''] })).toBe('badEntry');
    expect(accessProblem({ users: Array.from({ length: 501 }, (_, i) => `u${i}`) })).toBe('tooMany');
  });
});

describe('tree walks', () => {
  it('lists a subtree, the folder first, and a breadcrumb, the root first', () => {
    expect(subtreeOf(TREE, 'root').sort()).toEqual(TREE.map((f) => f.id).sort());
    expect(subtreeOf(TREE, 'heads')).toEqual(['heads', 'deep']);
    expect(pathOf(TREE, 'deep').map((f) => f.id)).toEqual(['root', 'heads', 'deep']);
    expect(pathOf([folder('x', 'y'), folder('y', 'x')], 'x').map((f) => f.id)).toEqual(['y', 'x']);
  });
});
