import { describe, expect, it } from 'vitest';
import { fieldErrors, filterTree, permissionChange, pickName, ruleIds, toggleChecked } from './logic.ts';
import { fromForm, type SchoolSettings, toForm } from './school/settings.ts';

// system > user > [user:add, user:edit], system > role; workplace.
const TREE = [
  {
    key: 'system',
    title: 'System Management',
    children: [
      {
        key: 'user',
        title: 'Users',
        children: [
          { key: 'user:add', title: 'Add' },
          { key: 'user:edit', title: 'Edit' },
        ],
      },
      { key: 'role', title: 'Roles' },
    ],
  },
  { key: 'workplace', title: 'Workplace' },
];

describe('role permission tree', () => {
  it('ticking a button also ticks the screen and area above it', () => {
    const next = toggleChecked(TREE, new Set(), 'user:add', true);
    expect([...next].sort()).toEqual(['system', 'user', 'user:add']);
  });

  it('ticking a screen ticks all of its buttons', () => {
    const next = toggleChecked(TREE, new Set(['workplace']), 'user', true);
    expect([...next].sort()).toEqual(['system', 'user', 'user:add', 'user:edit', 'workplace']);
  });

  it('unticking a screen unticks its buttons but keeps the area and its siblings', () => {
    const all = new Set(['system', 'user', 'user:add', 'user:edit', 'role']);
    const next = toggleChecked(TREE, all, 'user', false);
    expect([...next].sort()).toEqual(['role', 'system']);
  });

  it('saves the new list with the loaded list, and counts the difference', () => {
    const change = permissionChange(
      ['system', 'user', 'user:add', 'role'],
      ['system', 'user', 'user:edit', 'role'],
    );
    expect(change.added).toEqual(['user:edit']);
    expect(change.removed).toEqual(['user:add']);
    expect(change.permissionIds).toBe('system,user,user:edit,role');
    expect(change.lastpermissionIds).toBe('system,user,user:add,role');
  });

  it('an untouched tree has nothing to save', () => {
    const change = permissionChange(['a', 'b'], new Set(['b', 'a']));
    expect(change.added).toEqual([]);
    expect(change.removed).toEqual([]);
  });

  it('search keeps matching nodes with their ancestors only', () => {
    const shown = filterTree(TREE, 'roles');
    expect(shown.map((n) => n.key)).toEqual(['system']);
    expect(shown[0].children?.map((n) => n.key)).toEqual(['role']);
    expect(filterTree(TREE, '  ')).toHaveLength(2);
  });
});

describe('refused saves', () => {
  it('puts validation messages on the named fields it knows', () => {
    const errors = fieldErrors(
      {
        message: 'phone: Please enter an 11-digit phone number.',
        fields: { phone: 'Please enter an 11-digit phone number.', other: 'x' },
      },
      ['phone', 'email'],
      'password',
    );
    expect(errors).toEqual([{ name: 'phone', errors: ['Please enter an 11-digit phone number.'] }]);
  });

  it('puts a policy message without fields on the fallback field', () => {
    const errors = fieldErrors(
      { message: 'The password must not contain the username.' },
      ['password'],
      'password',
    );
    expect(errors).toEqual([{ name: 'password', errors: ['The password must not contain the username.'] }]);
    expect(fieldErrors({ message: 'Conflict' }, ['password'])).toEqual([]);
  });
});

describe('names and rule ids', () => {
  it('picks the name of the screen language, falling back to Chinese', () => {
    expect(pickName('en-US', '用户', 'Users')).toBe('Users');
    expect(pickName('en-US', '用户', '')).toBe('用户');
    expect(pickName('zh-TW', '用户', 'Users', '使用者')).toBe('使用者');
    expect(pickName('pt-BR', '用户', 'Users', null, '')).toBe('Users');
  });

  it('reads the stored rule id list', () => {
    expect(ruleIds(' a, b,,c ')).toEqual(['a', 'b', 'c']);
    expect(ruleIds(null)).toEqual([]);
  });
});

describe('school settings form', () => {
  const stored = {
    id: 's1',
    systemName: '认证系统',
    systemNameEn: 'Accreditation',
    logo: '/obe/file/abcdefghij0123456789',
    loginBackground: null,
    qrCode: null,
    defaultLanguage: 'en-US',
    aiConsultant: '1',
    aiSelf: 'no',
    aiAskTimes: 3,
    licenceKey: 'key',
    contactNumber: null,
    copyright: null,
    version: '3.0.0',
    teachingAchievements: '1',
    professionalEngagement: '0',
    alignmentTable31: '1',
    openEquis: '0',
    openAmba: '1',
    openExternalAccess: '0',
    table81BaseTime: '2025-12-31',
    retroactiveYears: 5,
    contributionRate: 50,
    contributionRateEnabled: '0',
    sso: 'yes',
    casUrl: '',
    serviceUrl: null,
    registrationOpen: '0',
    dueDate: null,
    licenceState: 'valid',
    licenceDaysLeft: 100,
    licenceMessage: null,
    customerNumber: 'C1',
    productType: 'P',
  } satisfies SchoolSettings;

  it('turns flags into switches and back without changing them', () => {
    const form = toForm(stored);
    expect(form.aiConsultant).toBe(true);
    expect(form.professionalEngagement).toBe(false);
    expect(form.sso).toBe(true);
    const body = fromForm(form);
    for (const key of [
      'aiConsultant',
      'professionalEngagement',
      'openAmba',
      'registrationOpen',
      'sso',
      'aiSelf',
    ] as const)
      expect(body[key]).toBe(stored[key]);
    expect(body.table81BaseTime).toBe('2025-12-31');
    expect(body.logo).toBe(stored.logo);
  });

  it('sends an emptied licence key and blank texts as null', () => {
    const body = fromForm({ ...toForm(stored), licenceKey: '  ', copyright: '' });
    expect(body.licenceKey).toBeNull();
    expect(body.copyright).toBeNull();
  });
});
