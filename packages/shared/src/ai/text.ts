import type { Locale } from '../locales.ts';

/**
 * Language helpers of the AI consultant: which language a question is written in, and a small
 * Traditional-to-Simplified character map so one set of Chinese keywords matches both scripts.
 * The map covers the characters of the field's vocabulary (faculty, scholarship, standards), not
 * Chinese at large; an unmapped character is kept as it is.
 */
const TRADITIONAL =
  '師資質標準術論發學習課評認證戰劃畫財務專業貢獻響會與參聯繫據數兩經濟場銷題問進檢驗導產價觀願們為個麼嗎誰將時間員實踐補轉開關這裡幾傳達統計總體級類別書號錄歷審範設權詢顧對話紀輸處優勢際國現狀態夠選擇碩學歸屬職稱請該應當還並從這樣麼號碼調動師隊織構環規則備註語譯憑聲紹擴換義務頁誌雜誌獎項專著則習運營報務廣維護營畢業錄產險';
const SIMPLIFIED =
  '师资质标准术论发学习课评认证战划画财务专业贡献响会与参联系据数两经济场销题问进检验导产价观愿们为个么吗谁将时间员实践补转开关这里几传达统计总体级类别书号录历审范设权询顾对话纪输处优势际国现状态够选择硕学归属职称请该应当还并从这样么号码调动师队织构环规则备注语译凭声绍扩换义务页志杂志奖项专著则习运营报务广维护营毕业录产险';

const TO_SIMPLIFIED = new Map<string, string>();
for (let i = 0; i < TRADITIONAL.length && i < SIMPLIFIED.length; i += 1)
  TO_SIMPLIFIED.set(TRADITIONAL[i], SIMPLIFIED[i]);

export function toSimplified(text: string): string {
  let out = '';
  for (const ch of text) out += TO_SIMPLIFIED.get(ch) ?? ch;
  return out;
}

const CJK = /[\u3400-\u9fff]/;

export function hasChinese(text: string): boolean {
  return CJK.test(text);
}

/**
 * The language to answer in: Chinese questions in Chinese (Traditional when the user works in
 * zh-TW), others in the user's language, or English when that is Chinese but the question is not.
 */
export function answerLocale(question: string, userLocale: Locale): Locale {
  if (hasChinese(question)) return userLocale === 'zh-TW' ? 'zh-TW' : 'zh-CN';
  if (userLocale === 'pt-BR') return 'pt-BR';
  return 'en-US';
}

/** Lower case, Simplified script, single spaces: the form keywords are matched against. */
export function normalise(text: string): string {
  return toSimplified(text).toLowerCase().replace(/\s+/g, ' ').trim();
}
