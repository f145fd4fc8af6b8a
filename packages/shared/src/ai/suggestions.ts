import type { Locale } from '../locales.ts';
import { type LocaleText, L, type MenuScreen } from '../menu-kit.ts';
import { MENU } from '../menu.ts';

/**
 * Suggested questions of the AI dialog, one list per index path of spec 000 section 2 (and one for
 * any other page), in every language. The dialog shows five drawn at random from the list of the
 * area the current page belongs to.
 */
export const DEFAULT_SUGGESTION_PATH = '*';

export const SUGGESTIONS: Record<string, LocaleText[]> = {
  '/personal-panel/index': [
    L('如何修改密码？', 'How do I change my password?', '如何修改密碼？', 'Como altero minha senha?'),
    L('如何切换角色？', 'How do I switch roles?', '如何切換角色？', 'Como mudo de papel?'),
    L('如何录入期刊论文？', 'How do I add a journal article?', '如何錄入期刊論文？', 'Como adiciono um artigo de periódico?'),
    L('我 2025 年有多少项智力贡献？', 'How many intellectual contributions did I publish in 2025?', '我 2025 年有多少項智力貢獻？', 'Quantas contribuições intelectuais publiquei em 2025?'),
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
    L('审核通过的记录还能修改吗？', 'Can I change a record after it is approved?', '審核通過的記錄還能修改嗎？', 'Posso alterar um registro aprovado?'),
  ],
  '/strategic-planning-index': [
    L('AACSB 标准 1 要求什么？', 'What does AACSB Standard 1 require?', 'AACSB 標準 1 要求什麼？', 'O que o Padrão 1 da AACSB exige?'),
    L('使命与愿景有什么区别？', 'What is the difference between mission and vision?', '使命與願景有什麼區別？', 'Qual a diferença entre missão e visão?'),
    L('战略计划应该包含哪些风险？', 'Which risks should the strategic plan cover?', '策略計畫應包含哪些風險？', 'Quais riscos o plano estratégico deve cobrir?'),
    L('AACSB 2020 标准有哪些？', 'What are the AACSB 2020 standards?', 'AACSB 2020 標準有哪些？', 'Quais são os padrões AACSB 2020?'),
    L('什么是持续改进审查？', 'What is a continuous improvement review?', '什麼是持續改進審查？', 'O que é a revisão de melhoria contínua?'),
    L('EQUIS 有哪些章节？', 'What are the EQUIS chapters?', 'EQUIS 有哪些章節？', 'Quais são os capítulos da EQUIS?'),
  ],
  '/financial-resources-index': [
    L('AACSB 标准 2 要求什么？', 'What does AACSB Standard 2 require?', 'AACSB 標準 2 要求什麼？', 'O que o Padrão 2 da AACSB exige?'),
    L('虚拟资源包括哪些？', 'What counts as virtual resources?', '虛擬資源包括哪些？', 'O que conta como recursos virtuais?'),
    L('财务资源如何登记？', 'Where do I record financial resources?', '財務資源如何登記？', 'Onde registro os recursos financeiros?'),
    L('AACSB 2020 标准有哪些？', 'What are the AACSB 2020 standards?', 'AACSB 2020 標準有哪些？', 'Quais são os padrões AACSB 2020?'),
    L('EQUIS 对资源有什么要求？', 'What does EQUIS say about resources?', 'EQUIS 對資源有什麼要求？', 'O que a EQUIS diz sobre recursos?'),
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
  ],
  '/staff-resources/index': [
    L('今年我们的 SA 比例是多少？', 'What is our SA ratio this year?', '今年我們的 SA 比例是多少？', 'Qual é a nossa proporção SA este ano?'),
    L('哪些教师明年将失去 SA 资格？', 'Which teachers will lose SA status next year?', '哪些教師明年將失去 SA 資格？', 'Quais docentes perderão o status SA no próximo ano?'),
    L('今年全院的师资充足性是多少？', 'What is our faculty sufficiency this year?', '今年全院的師資充足性是多少？', 'Qual é a suficiência docente este ano?'),
    L('SA 资格的默认规则是什么？', 'What is the default rule for SA status?', 'SA 資格的預設規則是什麼？', 'Qual é a regra padrão para o status SA?'),
    L('表 3-1 如何计算比例？', 'How are the ratios of Table 3-1 computed?', '表 3-1 如何計算比例？', 'Como são calculados os índices da Tabela 3-1?'),
    L('如何认定教师资格？', 'How do I identify a teacher\'s qualification?', '如何認定教師資格？', 'Como identifico a qualificação de um docente?'),
    L('今年 SA+PA+SP 的比例是多少？', 'What is our SA+PA+SP ratio this year?', '今年 SA+PA+SP 的比例是多少？', 'Qual é a proporção SA+PA+SP este ano?'),
  ],
  '/curriculum-index': [
    L('AACSB 标准 4 要求什么？', 'What does AACSB Standard 4 require?', 'AACSB 標準 4 要求什麼？', 'O que o Padrão 4 da AACSB exige?'),
    L('什么是课程地图？', 'What is a curriculum map?', '什麼是課程地圖？', 'O que é um mapa curricular?'),
    L('AMBA 对 MBA 学时有什么要求？', 'How many contact hours does AMBA require for an MBA?', 'AMBA 對 MBA 學時有什麼要求？', 'Quantas horas de contato a AMBA exige?'),
    L('表 3-2 显示什么？', 'What does Table 3-2 show?', '表 3-2 顯示什麼？', 'O que mostra a Tabela 3-2?'),
    L('学习目标与课程如何关联？', 'How are learning objectives linked to courses?', '學習目標與課程如何關聯？', 'Como os objetivos se ligam às disciplinas?'),
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
  ],
  '/aol/index': [
    L('AACSB 标准 5 要求什么？', 'What does AACSB Standard 5 require?', 'AACSB 標準 5 要求什麼？', 'O que o Padrão 5 da AACSB exige?'),
    L('定量评估有哪些步骤？', 'What are the steps of quantitative assessment?', '定量評估有哪些步驟？', 'Quais são os passos da avaliação quantitativa?'),
    L('什么是闭环？', 'What does closing the loop mean?', '什麼是閉環？', 'O que significa fechar o ciclo?'),
    L('问卷有哪些状态？', 'What states can a questionnaire be in?', '問卷有哪些狀態？', 'Quais estados um questionário pode ter?'),
    L('直接测量与间接测量有什么区别？', 'What is the difference between direct and indirect measures?', '直接測量與間接測量有什麼區別？', 'Qual a diferença entre medidas diretas e indiretas?'),
    L('定性评估的量表如何配置？', 'How do I configure a rubric for qualitative assessment?', '定性評估的量表如何設定？', 'Como configuro uma rubrica?'),
  ],
  '/learner-progression/index': [
    L('AACSB 标准 6 要求什么？', 'What does AACSB Standard 6 require?', 'AACSB 標準 6 要求什麼？', 'O que o Padrão 6 da AACSB exige?'),
    L('就业数据在哪里登记？', 'Where do I record employment outcomes?', '就業數據在哪裡登記？', 'Onde registro a empregabilidade?'),
    L('AMBA 对学生工作经验有什么要求？', 'How much work experience does AMBA require of MBA students?', 'AMBA 對學生工作經驗有什麼要求？', 'Quanta experiência a AMBA exige dos alunos?'),
    L('保留率如何跟踪？', 'How is retention tracked?', '保留率如何追蹤？', 'Como a retenção é acompanhada?'),
    L('AACSB 2020 标准有哪些？', 'What are the AACSB 2020 standards?', 'AACSB 2020 標準有哪些？', 'Quais são os padrões AACSB 2020?'),
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
  ],
  '/TeachingContribution/index': [
    L('AACSB 标准 7 要求什么？', 'What does AACSB Standard 7 require?', 'AACSB 標準 7 要求什麼？', 'O que o Padrão 7 da AACSB exige?'),
    L('教学贡献有哪些类型？', 'What kinds of teaching contribution can I record?', '教學貢獻有哪些類型？', 'Que tipos de contribuição de ensino posso registrar?'),
    L('审核流程是怎样的？', 'How does the review workflow work?', '審核流程是怎樣的？', 'Como funciona o fluxo de revisão?'),
    L('审核通过的记录还能修改吗？', 'Can I change a record after it is approved?', '審核通過的記錄還能修改嗎？', 'Posso alterar um registro aprovado?'),
    L('什么是教学有效性？', 'What is teaching effectiveness?', '什麼是教學有效性？', 'O que é eficácia do ensino?'),
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
  ],
  '/ImpactOfScholarship/index': [
    L('金融学科 2024 年发表了多少篇同行评审期刊论文？', 'How many peer-reviewed articles did the Finance discipline publish in 2024?', '金融學科 2024 年發表了多少篇同行評審期刊論文？', 'Quantos artigos revisados por pares a disciplina de Finanças publicou em 2024?'),
    L('表 8-1 如何计数？', 'How does Table 8-1 count contributions?', '表 8-1 如何計數？', 'Como a Tabela 8-1 conta as contribuições?'),
    L('如何录入期刊论文？', 'How do I add a journal article?', '如何錄入期刊論文？', 'Como adiciono um artigo de periódico?'),
    L('AACSB 标准 8 要求什么？', 'What does AACSB Standard 8 require?', 'AACSB 標準 8 要求什麼？', 'O que o Padrão 8 da AACSB exige?'),
    L('贡献率如何影响计数？', 'How does the contribution rate change the counts?', '貢獻率如何影響計數？', 'Como a taxa de contribuição altera a contagem?'),
    L('全院共有多少项智力贡献？', 'How many intellectual contributions does the school have in total?', '全院共有多少項智力貢獻？', 'Quantas contribuições intelectuais a escola tem no total?'),
  ],
  '/EngagementAndSocietalImpact/index': [
    L('AACSB 标准 9 要求什么？', 'What does AACSB Standard 9 require?', 'AACSB 標準 9 要求什麼？', 'O que o Padrão 9 da AACSB exige?'),
    L('专业参与活动如何影响资格？', 'How do engagement activities affect qualification?', '專業參與活動如何影響資格？', 'Como o engajamento afeta a qualificação?'),
    L('PA 资格的默认规则是什么？', 'What is the default rule for PA status?', 'PA 資格的預設規則是什麼？', 'Qual é a regra padrão para o status PA?'),
    L('IP 资格需要多少项活动？', 'How many activities does IP status need?', 'IP 資格需要多少項活動？', 'Quantas atividades o status IP exige?'),
    L('审核流程是怎样的？', 'How does the review workflow work?', '審核流程是怎樣的？', 'Como funciona o fluxo de revisão?'),
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
  ],
  '/accreditation/index': [
    L('AACSB 2020 标准有哪些？', 'What are the AACSB 2020 standards?', 'AACSB 2020 標準有哪些？', 'Quais são os padrões AACSB 2020?'),
    L('EQUIS 有哪些章节？', 'What are the EQUIS chapters?', 'EQUIS 有哪些章節？', 'Quais são os capítulos da EQUIS?'),
    L('AMBA 的硬性要求是什么？', 'What are the hard numbers of AMBA?', 'AMBA 的硬性要求是什麼？', 'Quais são os requisitos rígidos da AMBA?'),
    L('持续改进审查报告需要哪些表？', 'Which tables does the continuous improvement review report need?', '持續改進審查報告需要哪些表？', 'Quais tabelas o relatório de revisão exige?'),
    L('今年我们的 SA 比例是多少？', 'What is our SA ratio this year?', '今年我們的 SA 比例是多少？', 'Qual é a nossa proporção SA este ano?'),
    L('全院共有多少项智力贡献？', 'How many intellectual contributions does the school have in total?', '全院共有多少項智力貢獻？', 'Quantas contribuições intelectuais a escola tem no total?'),
  ],
  '/InfoRetrieval/index': [
    L('如何录入期刊论文？', 'How do I add a journal article?', '如何錄入期刊論文？', 'Como adiciono um artigo de periódico?'),
    L('表 8-1 如何计数？', 'How does Table 8-1 count contributions?', '表 8-1 如何計數？', 'Como a Tabela 8-1 conta as contribuições?'),
    L('审核流程是怎样的？', 'How does the review workflow work?', '審核流程是怎樣的？', 'Como funciona o fluxo de revisão?'),
    L('AACSB 2020 标准有哪些？', 'What are the AACSB 2020 standards?', 'AACSB 2020 標準有哪些？', 'Quais são os padrões AACSB 2020?'),
    L('SA 资格的默认规则是什么？', 'What is the default rule for SA status?', 'SA 資格的預設規則是什麼？', 'Qual é a regra padrão para o status SA?'),
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
  ],
  '/form/file-sharing': [
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
    L('持续改进审查报告需要哪些表？', 'Which tables does the continuous improvement review report need?', '持續改進審查報告需要哪些表？', 'Quais tabelas o relatório de revisão exige?'),
    L('EQUIS 需要提交哪些材料？', 'What does a school submit for EQUIS?', 'EQUIS 需要提交哪些材料？', 'O que a escola envia para a EQUIS?'),
    L('AACSB 2020 标准有哪些？', 'What are the AACSB 2020 standards?', 'AACSB 2020 標準有哪些？', 'Quais são os padrões AACSB 2020?'),
    L('如何切换角色？', 'How do I switch roles?', '如何切換角色？', 'Como mudo de papel?'),
    L('如何修改密码？', 'How do I change my password?', '如何修改密碼？', 'Como altero minha senha?'),
  ],
  '/system-management-homePage': [
    L('如何设置数据规则？', 'How do I set a data rule?', '如何設定資料規則？', 'Como defino uma regra de dados?'),
    L('如何开启 AI 顾问？', 'How do I switch on the AI consultant?', '如何開啟 AI 顧問？', 'Como ativo o consultor de IA?'),
    L('表 8-1 的基准时间是什么？', 'What is the base time of Table 8-1?', '表 8-1 的基準時間是什麼？', 'O que é a data-base da Tabela 8-1?'),
    L('贡献率如何影响计数？', 'How does the contribution rate change the counts?', '貢獻率如何影響計數？', 'Como a taxa de contribuição altera a contagem?'),
    L('学校设置有哪些内容？', 'What is in the school settings?', '學校設定有哪些內容？', 'O que há nas configurações da escola?'),
    L('如何给用户分配角色？', 'How do I give a user a role?', '如何給使用者分配角色？', 'Como atribuo um papel a um usuário?'),
  ],
  [DEFAULT_SUGGESTION_PATH]: [
    L('你能做什么？', 'What can you do?', '你能做什麼？', 'O que você pode fazer?'),
    L('AACSB 2020 标准有哪些？', 'What are the AACSB 2020 standards?', 'AACSB 2020 標準有哪些？', 'Quais são os padrões AACSB 2020?'),
    L('如何录入期刊论文？', 'How do I add a journal article?', '如何錄入期刊論文？', 'Como adiciono um artigo de periódico?'),
    L('审核流程是怎样的？', 'How does the review workflow work?', '審核流程是怎樣的？', 'Como funciona o fluxo de revisão?'),
    L('SA 资格的默认规则是什么？', 'What is the default rule for SA status?', 'SA 資格的預設規則是什麼？', 'Qual é a regra padrão para o status SA?'),
    L('今年我们的 SA 比例是多少？', 'What is our SA ratio this year?', '今年我們的 SA 比例是多少？', 'Qual é a nossa proporção SA este ano?'),
    L('如何修改密码？', 'How do I change my password?', '如何修改密碼？', 'Como altero minha senha?'),
  ],
};

function contains(screen: MenuScreen, path: string): boolean {
  if (screen.path === path) return true;
  return (screen.children ?? []).some((child) => contains(child, path));
}

/** The list for a page: its own when it is an index path, else that of the area holding it. */
export function suggestionPathFor(pathname: string): string {
  if (SUGGESTIONS[pathname]) return pathname;
  const area = MENU.find((screen) => contains(screen, pathname));
  if (area && SUGGESTIONS[area.path]) return area.path;
  return DEFAULT_SUGGESTION_PATH;
}

/** `count` questions drawn at random (without repeats) for the page, in the language asked. */
export function drawSuggestions(
  pathname: string,
  locale: Locale,
  count = 5,
  random: () => number = Math.random,
): string[] {
  const pool = [...SUGGESTIONS[suggestionPathFor(pathname)]];
  // Fisher-Yates, stopped after `count` picks.
  for (let i = 0; i < Math.min(count, pool.length); i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count).map((q) => q[locale]);
}
