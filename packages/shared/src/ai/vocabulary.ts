import { CATEGORY_TREES, type CategoryNode, DICTIONARIES } from '../dicts.ts';
import { MENU } from '../menu.ts';
import type { LocaleText } from '../menu-kit.ts';
import { flattenMenu, L } from '../menu-kit.ts';
import { normalise } from './text.ts';

/**
 * The controlled vocabulary the built-in translator knows: every dictionary label and name (types,
 * levels, categories, statuses), the category trees, the menu's screen titles, and the names of
 * the accreditation standards and tables. A value outside it is free text, which the built-in
 * translator does not pretend to translate.
 */
const STANDARD_TERMS: LocaleText[] = [
  L('战略规划', 'Strategic Planning', '策略規劃', 'Planejamento estratégico'),
  L(
    '物质、虚拟与财务资源',
    'Physical, Virtual and Financial Resources',
    '實體、虛擬與財務資源',
    'Recursos físicos, virtuais e financeiros',
  ),
  L(
    '师资与专业人员资源',
    'Faculty and Professional Staff Resources',
    '師資與專業人員資源',
    'Recursos de corpo docente e equipe profissional',
  ),
  L('课程', 'Curriculum', '課程', 'Currículo'),
  L('学习质量保障', 'Assurance of Learning', '學習質量保障', 'Garantia de aprendizagem'),
  L('学习者发展', 'Learner Progression', '學習者發展', 'Progressão do estudante'),
  L(
    '教学有效性与影响',
    'Teaching Effectiveness and Impact',
    '教學有效性與影響',
    'Eficácia e impacto do ensino',
  ),
  L('学术影响', 'Impact of Scholarship', '學術影響', 'Impacto acadêmico'),
  L('参与与社会影响', 'Engagement and Societal Impact', '參與與社會影響', 'Engajamento e impacto social'),
  L('学术型学者', 'Scholarly Academic', '學術型學者', 'Acadêmico acadêmico'),
  L('实践型学者', 'Practice Academic', '實踐型學者', 'Acadêmico prático'),
  L('学术型实践者', 'Scholarly Practitioner', '學術型實踐者', 'Praticante acadêmico'),
  L('教学型实践者', 'Instructional Practitioner', '教學型實踐者', 'Praticante instrucional'),
  L('其他', 'Additional', '其他', 'Adicional'),
  L('参与型教师', 'Participating faculty', '參與型教師', 'Docente participante'),
  L('支持型教师', 'Supporting faculty', '支持型教師', 'Docente de apoio'),
  L('同行评审期刊论文', 'Peer-reviewed journal articles', '同行評審期刊論文', 'Artigos revisados por pares'),
  L(
    '基础或发现型学术',
    'Basic or discovery scholarship',
    '基礎或發現型學術',
    'Pesquisa básica ou de descoberta',
  ),
  L(
    '应用或整合型学术',
    'Applied or integration/application scholarship',
    '應用或整合型學術',
    'Pesquisa aplicada ou de integração',
  ),
  L(
    '教学与学习型学术',
    'Teaching and learning scholarship',
    '教學與學習型學術',
    'Pesquisa de ensino e aprendizagem',
  ),
  L(
    '师资充足性与资格汇总',
    'Faculty Sufficiency and Qualifications Summary',
    '師資充足性與資格匯總',
    'Resumo de suficiência e qualificação docente',
  ),
  L('智力贡献', 'Intellectual contributions', '智力貢獻', 'Contribuições intelectuais'),
];

function walk(node: CategoryNode, out: LocaleText[]): void {
  out.push(node.name);
  for (const child of node.children ?? []) walk(child, out);
}

function collect(): LocaleText[] {
  const out: LocaleText[] = [...STANDARD_TERMS];
  for (const dict of DICTIONARIES) {
    out.push(dict.name);
    for (const item of dict.items) out.push(item.label);
  }
  for (const tree of CATEGORY_TREES) walk(tree, out);
  for (const { screen } of flattenMenu(MENU)) out.push(screen.title);
  return out;
}

export type TranslationDirection = 'zh2en' | 'en2zh';

let index: { zh: Map<string, LocaleText>; en: Map<string, LocaleText> } | null = null;

function lookup() {
  if (index) return index;
  const zh = new Map<string, LocaleText>();
  const en = new Map<string, LocaleText>();
  for (const term of collect()) {
    // The first meaning wins, so the standards' names above take precedence over screen titles.
    const z = normalise(term['zh-CN']);
    const e = normalise(term['en-US']);
    if (z && !zh.has(z)) zh.set(z, term);
    if (e && !en.has(e)) en.set(e, term);
  }
  index = { zh, en };
  return index;
}

/** Separators of a list of terms ("期刊论文、专著" or "Journal articles, Monograph"). */
const SEPARATORS = /\s*[,，、;；/]\s*/;

/**
 * Translates a term, or a list of terms, of the controlled vocabulary; null when any part is free
 * text. Chinese goes to English, English to Simplified Chinese.
 */
export function translateTerm(text: string, direction: TranslationDirection): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parts = trimmed.split(SEPARATORS).filter(Boolean);
  const { zh, en } = lookup();
  const out: string[] = [];
  for (const part of parts) {
    const term = direction === 'zh2en' ? zh.get(normalise(part)) : en.get(normalise(part));
    if (!term) return null;
    out.push(direction === 'zh2en' ? term['en-US'] : term['zh-CN']);
  }
  const joiner = direction === 'zh2en' ? ', ' : '、';
  return out.join(joiner);
}

/** How many terms the vocabulary holds (shown in the translator's "cannot translate" note). */
export function vocabularySize(): number {
  return lookup().en.size;
}
