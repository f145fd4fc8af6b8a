import { describe, expect, it } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { logText } from './log-text.ts';

const entry = (over: Partial<Parameters<typeof logText>[0]>) => ({
  logContent: 'Signed in',
  logCode: null,
  requestUrl: null,
  method: null,
  ...over,
});

describe('log entries in the viewer’s language', () => {
  it('words login entries and engine writes in Chinese, keeps other stored wording', async () => {
    await i18n.changeLanguage('zh-CN');
    await loadSignedInCatalogs();
    await i18n.loadNamespaces(['sysadmin', 'resources']);
    const t = i18n.t.bind(i18n);
    expect(logText(entry({ logCode: 'login.success' }), t, 'zh-CN')).toBe('登录成功');
    expect(logText(entry({ logContent: 'Signed out', logCode: 'login.logout' }), t, 'zh-CN')).toBe(
      '退出登录',
    );
    // An unknown code falls back to the stored wording rather than showing a key.
    expect(logText(entry({ logContent: 'Something new', logCode: 'login.novel' }), t, 'zh-CN')).toBe(
      'Something new',
    );
    const write = logText(
      entry({
        logContent: 'POST /api/aacsb/country/add',
        requestUrl: '/api/aacsb/country/add',
        method: 'POST',
      }),
      t,
      'zh-CN',
    );
    expect(write).toBe('国家 · 新增');
    expect(logText(entry({ logContent: 'edit role', requestUrl: '/api/sys/role/edit' }), t, 'zh-CN')).toBe(
      '编辑角色',
    );
    expect(logText(entry({ logContent: 'edit Table 8-1 Parts B and C' }), t, 'zh-CN')).toBe(
      '编辑表 8-1 B、C 部分',
    );
    expect(logText(entry({ logContent: 'something unheard of' }), t, 'zh-CN')).toBe('something unheard of');
  });
});
