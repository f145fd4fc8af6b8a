import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../dicts.ts';
import { ACTION_TITLES, flattenMenu, MENU } from '../menu.ts';
import { loadCatalogs } from './catalogs.ts';

/**
 * Characters that exist only in Simplified Chinese: each is written differently in Traditional
 * (记 記, 录 錄, 规 規, 则 則, 于 於, 务 務, 进 進 ...), so none belongs in zh-TW text. Built from
 * every character of the Chinese catalogs, menus and definitions that ICU's Hans-Hant
 * transliteration changes, less those that are also ordinary Traditional characters with a
 * meaning of their own (占 干 范 采 舍: 占卜, 干擾, a surname, 風采, 宿舍). 于 and 后 stay in: in
 * Taiwanese interface text they are the Simplified 於 and 後.
 */
export const SIMPLIFIED_ONLY =
  '万与专业丢两个为举么义习书于产仅从们价众优会传伦体侧党关兴养内册写决况冻击则创删别办务动势区单卫历县参发变叙叠号后吗启员响团围国图块处备复头奖学实审对导将尝层属师带帮并库应开弃强当录径态总愿战户执扩扫护报担拟拥择换据撑数断无旧时显晓暂术机杂权条来极构标栏树样档检槛欢毕汇没测济满滤点状献环现电监盖码础硕确种积称竞筛签简类级纲组细织绍经绑结给络绝统继绩续维综绿缓编网职联脚荣获蓝虚见观规视览触誉计认让训议讯记许论设访证评识词译试话询该详语误说请读课谁调负贡财责败账质贯贴费资赛趋践踪转载辑输边达过还这进选邮酱释钟钥钮链销锁错键长门闭问间阅队阵际陈险随隐静页顶项顺须顾预领频题颜风馈驳验齐';

/** Each text with the Simplified-only characters it holds. */
export function simplifiedIn(texts: Record<string, string>): Record<string, string> {
  const only = new Set(SIMPLIFIED_ONLY);
  const out: Record<string, string> = {};
  for (const [where, text] of Object.entries(texts)) {
    const found = [...new Set([...text].filter((c) => only.has(c)))].join('');
    if (found) out[where] = found;
  }
  return out;
}

describe('Traditional Chinese (zh-TW)', () => {
  it('has no Simplified-only character in its catalogs', () => {
    expect(simplifiedIn(loadCatalogs()['zh-TW'])).toEqual({});
  });

  it('has none in the menu, button and dictionary titles either', () => {
    const texts: Record<string, string> = {};
    for (const { screen } of flattenMenu(MENU)) texts[`menu ${screen.key}`] = screen.title['zh-TW'];
    for (const [action, title] of Object.entries(ACTION_TITLES)) texts[`action ${action}`] = title['zh-TW'];
    for (const dict of DICTIONARIES) {
      texts[`dict ${dict.code}`] = dict.name['zh-TW'];
      for (const item of dict.items) texts[`dict ${dict.code} ${item.value}`] = item.label['zh-TW'];
    }
    expect(simplifiedIn(texts)).toEqual({});
  });

  it('finds the characters of the defects it was written for, and lets Traditional text pass', () => {
    expect(simplifiedIn({ a: '規则版本', b: '記录', c: '學位于', d: '教學任务', e: '会进行' })).toEqual({
      a: '则',
      b: '录',
      c: '于',
      d: '务',
      e: '会进',
    });
    expect(simplifiedIn({ ok: '規則與設定、記錄、學位於、教學任務、占總量的百分比、宿舍、干擾' })).toEqual(
      {},
    );
    // Every listed character differs from its Traditional form, and none is listed twice.
    expect(new Set(SIMPLIFIED_ONLY).size).toBe([...SIMPLIFIED_ONLY].length);
    for (const c of '占干范采舍里台只系面') expect(SIMPLIFIED_ONLY).not.toContain(c);
  });
});
