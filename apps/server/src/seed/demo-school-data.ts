/**
 * Raw material of the demo school's faculty (demo-school.ts): names, journals and topics in both
 * languages. Journals are real titles on the lists schools report against (FT50, ABS/AJG, CSSCI).
 */

/** A small deterministic PRNG (mulberry32): the demo is the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

/** Surname (han, pinyin) and given names (han, pinyin). */
export const SURNAMES: readonly [string, string][] = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['赵', 'Zhao'],
  ['黄', 'Huang'],
  ['周', 'Zhou'],
  ['吴', 'Wu'],
  ['徐', 'Xu'],
  ['孙', 'Sun'],
  ['马', 'Ma'],
  ['朱', 'Zhu'],
  ['胡', 'Hu'],
  ['郭', 'Guo'],
  ['何', 'He'],
  ['林', 'Lin'],
  ['罗', 'Luo'],
  ['高', 'Gao'],
];
export const GIVEN: readonly [string, string][] = [
  ['伟', 'Wei'],
  ['芳', 'Fang'],
  ['敏', 'Min'],
  ['静', 'Jing'],
  ['磊', 'Lei'],
  ['洋', 'Yang'],
  ['艳', 'Yan'],
  ['勇', 'Yong'],
  ['军', 'Jun'],
  ['杰', 'Jie'],
  ['娟', 'Juan'],
  ['涛', 'Tao'],
  ['明', 'Ming'],
  ['超', 'Chao'],
  ['秀英', 'Xiuying'],
  ['晓东', 'Xiaodong'],
  ['海燕', 'Haiyan'],
  ['志强', 'Zhiqiang'],
  ['雪梅', 'Xuemei'],
  ['建华', 'Jianhua'],
  ['文博', 'Wenbo'],
  ['思远', 'Siyuan'],
  ['嘉怡', 'Jiayi'],
  ['子涵', 'Zihan'],
];
/** International faculty: (Chinese transliteration, English name, sex). */
export const FOREIGN: readonly [string, string, '1' | '2'][] = [
  ['大卫·米勒', 'David Miller', '1'],
  ['莎拉·约翰逊', 'Sarah Johnson', '2'],
  ['马库斯·韦伯', 'Markus Weber', '1'],
  ['索菲·马丁', 'Sophie Martin', '2'],
  ['拉杰什·库马尔', 'Rajesh Kumar', '1'],
  ['安娜·科斯塔', 'Ana Costa', '2'],
];

/** External co-authors: name, institution, country. */
export const EXTERNAL_AUTHORS: readonly [string, string, string][] = [
  ['Michael Chen', 'University of Hong Kong', 'China (Hong Kong)'],
  ['Emily Brown', 'London Business School', 'United Kingdom'],
  ['Thomas Müller', 'University of Mannheim', 'Germany'],
  ['Yuki Tanaka', 'Hitotsubashi University', 'Japan'],
  ['Jennifer Lee', 'National University of Singapore', 'Singapore'],
  ['Robert Wilson', 'University of Texas at Dallas', 'United States'],
  ['Camille Dubois', 'HEC Paris', 'France'],
  ['Lucas Almeida', 'Fundação Getulio Vargas', 'Brazil'],
  ['Kim Ji-hoon', 'Seoul National University', 'Korea'],
  ['Olivia Smith', 'University of Melbourne', 'Australia'],
  ['张华', '清华大学经济管理学院', '中国'],
  ['刘洋', '北京大学光华管理学院', '中国'],
  ['陈晨', '复旦大学管理学院', '中国'],
  ['李娜', '上海财经大学', '中国'],
  ['王磊', '中国人民大学商学院', '中国'],
  ['赵鹏', '浙江大学管理学院', '中国'],
];

/** Journal: Chinese name, English name, ISSN, ranking list, level text as reported, level dict. */
export interface Journal {
  zh: string;
  en: string;
  issn: string;
  list: string;
  levelText: string;
  level: '3' | '4';
  chinese: boolean;
}
const J = (
  zh: string,
  en: string,
  issn: string,
  list: string,
  levelText: string,
  chinese = false,
): Journal => ({
  zh,
  en,
  issn,
  list,
  levelText,
  level: chinese ? '3' : '4',
  chinese,
});

/** Journals per discipline, by the discipline's organisation code. */
export const JOURNALS: Record<string, readonly Journal[]> = {
  A01A01: [
    J('会计评论', 'The Accounting Review', '0001-4826', 'FT50', 'FT50 / ABS 4*'),
    J('会计与经济学杂志', 'Journal of Accounting and Economics', '0165-4101', 'FT50', 'FT50 / ABS 4*'),
    J('会计、组织与社会', 'Accounting, Organizations and Society', '0361-3682', 'FT50', 'FT50 / ABS 4*'),
    J('会计研究评论', 'Review of Accounting Studies', '1380-6653', 'FT50', 'FT50 / ABS 4*'),
    J('会计研究', 'Accounting Research Journal (Kuaiji Yanjiu)', '1003-2886', 'CSSCI', 'CSSCI', true),
    J('审计研究', 'Auditing Research', '1002-4239', 'CSSCI', 'CSSCI', true),
  ],
  A01A02: [
    J('金融学杂志', 'The Journal of Finance', '0022-1082', 'FT50', 'FT50 / ABS 4*'),
    J('金融经济学杂志', 'Journal of Financial Economics', '0304-405X', 'FT50', 'FT50 / ABS 4*'),
    J('金融研究评论', 'The Review of Financial Studies', '0893-9454', 'FT50', 'FT50 / ABS 4*'),
    J('银行与金融杂志', 'Journal of Banking & Finance', '0378-4266', 'ABS', 'ABS 3'),
    J('金融研究', 'Journal of Financial Research (Jinrong Yanjiu)', '1002-7246', 'CSSCI', 'CSSCI', true),
    J('经济研究', 'Economic Research Journal', '0577-9154', 'CSSCI', 'CSSCI', true),
  ],
  A01A03: [
    J('管理学会学报', 'Academy of Management Journal', '0001-4273', 'FT50', 'FT50 / ABS 4*'),
    J('战略管理杂志', 'Strategic Management Journal', '0143-2095', 'FT50', 'FT50 / ABS 4*'),
    J('管理科学', 'Management Science', '0025-1909', 'FT50', 'FT50 / ABS 4*'),
    J('管理研究杂志', 'Journal of Management Studies', '0022-2380', 'FT50', 'FT50 / ABS 4'),
    J('管理世界', 'Journal of Management World', '1002-5502', 'CSSCI', 'CSSCI', true),
    J('南开管理评论', 'Nankai Business Review', '1008-3448', 'CSSCI', 'CSSCI', true),
  ],
  A01A04: [
    J('市场营销杂志', 'Journal of Marketing', '0022-2429', 'FT50', 'FT50 / ABS 4*'),
    J('营销研究杂志', 'Journal of Marketing Research', '0022-2437', 'FT50', 'FT50 / ABS 4*'),
    J('消费者研究杂志', 'Journal of Consumer Research', '0093-5301', 'FT50', 'FT50 / ABS 4*'),
    J('营销科学', 'Marketing Science', '0732-2399', 'FT50', 'FT50 / ABS 4*'),
    J('管理科学学报', 'Journal of Management Sciences in China', '1007-9807', 'CSSCI', 'CSSCI', true),
    J('营销科学学报', 'Journal of Marketing Science (China)', '1673-4564', 'CSSCI', 'CSSCI', true),
  ],
  A01A05: [
    J('美国经济评论', 'American Economic Review', '0002-8282', 'FT50', 'FT50 / ABS 4*'),
    J('经济学季刊', 'The Quarterly Journal of Economics', '0033-5533', 'FT50', 'FT50 / ABS 4*'),
    J('发展经济学杂志', 'Journal of Development Economics', '0304-3878', 'ABS', 'ABS 3'),
    J('中国经济评论', 'China Economic Review', '1043-951X', 'ABS', 'ABS 2'),
    J('中国工业经济', 'China Industrial Economics', '1006-480X', 'CSSCI', 'CSSCI', true),
    J('经济学（季刊）', 'China Economic Quarterly', '2095-1086', 'CSSCI', 'CSSCI', true),
  ],
};

/** Research topics per discipline: [zh, en]. */
export const TOPICS: Record<string, readonly [string, string][]> = {
  A01A01: [
    ['盈余管理', 'earnings management'],
    ['审计质量', 'audit quality'],
    ['ESG 信息披露', 'ESG disclosure'],
    ['分析师预测', 'analyst forecasts'],
    ['内部控制', 'internal control'],
    ['税收规避', 'tax avoidance'],
  ],
  A01A02: [
    ['资产定价', 'asset pricing'],
    ['绿色债券', 'green bonds'],
    ['金融科技借贷', 'fintech lending'],
    ['公司融资约束', 'corporate financing constraints'],
    ['机构投资者', 'institutional investors'],
    ['股价崩盘风险', 'stock price crash risk'],
  ],
  A01A03: [
    ['数字化转型', 'digital transformation'],
    ['高管团队多样性', 'top management team diversity'],
    ['组织韧性', 'organizational resilience'],
    ['平台生态系统', 'platform ecosystems'],
    ['家族企业传承', 'family business succession'],
    ['员工创新行为', 'employee innovative behavior'],
  ],
  A01A04: [
    ['直播电商', 'livestream commerce'],
    ['品牌真实性', 'brand authenticity'],
    ['在线评论', 'online reviews'],
    ['消费者怀旧', 'consumer nostalgia'],
    ['算法推荐', 'algorithmic recommendation'],
    ['可持续消费', 'sustainable consumption'],
  ],
  A01A05: [
    ['最低工资', 'minimum wages'],
    ['产业政策', 'industrial policy'],
    ['人口老龄化', 'population aging'],
    ['数字经济', 'the digital economy'],
    ['区域协调发展', 'regional coordinated development'],
    ['碳排放交易', 'carbon emissions trading'],
  ],
};

/** Outcomes and settings that topics combine with into titles: [zh, en]. */
export const OUTCOMES: readonly [string, string][] = [
  ['企业绩效', 'firm performance'],
  ['创新产出', 'innovation output'],
  ['资本成本', 'the cost of capital'],
  ['投资效率', 'investment efficiency'],
  ['消费者福利', 'consumer welfare'],
  ['劳动生产率', 'labor productivity'],
  ['信息不对称', 'information asymmetry'],
  ['风险承担', 'risk taking'],
];
export const SETTINGS: readonly [string, string][] = [
  ['来自中国上市公司的证据', 'Evidence from Chinese listed firms'],
  ['一项准自然实验', 'A quasi-natural experiment'],
  ['基于跨国面板数据的分析', 'Cross-country panel evidence'],
  ['基于大规模田野实验', 'Evidence from a large-scale field experiment'],
  ['理论模型与实证检验', 'Theory and empirical tests'],
  ['基于机器学习方法', 'A machine-learning approach'],
];

export const JOB_TITLES: readonly string[] = [
  '教授 Professor',
  '副教授 Associate Professor',
  '讲师 Lecturer',
];

/** Funders, organisations and bodies for the non-article types: [zh, en]. */
export const FUNDERS: readonly [string, string, string][] = [
  ['国家自然科学基金委员会', 'National Natural Science Foundation of China', '3'],
  ['国家社会科学基金', 'National Social Science Fund of China', '3'],
  ['教育部人文社会科学研究项目', 'Ministry of Education Humanities and Social Sciences Fund', '2'],
  ['省哲学社会科学规划办公室', 'Provincial Philosophy and Social Science Planning Office', '2'],
  ['学校科研启动基金', 'University Research Start-up Fund', '1'],
];
export const CONFERENCES: readonly [string, string][] = [
  ['美国管理学会年会', 'Academy of Management Annual Meeting'],
  ['美国金融学会年会', 'American Finance Association Annual Meeting'],
  ['美国会计学会年会', 'American Accounting Association Annual Meeting'],
  ['营销科学会议', 'ISMS Marketing Science Conference'],
  ['中国管理学年会', 'Annual Conference of Management in China'],
  ['中国金融学年会', 'China Finance Annual Meeting'],
];
export const PUBLISHERS: readonly [string, string][] = [
  ['科学出版社', 'Science Press'],
  ['高等教育出版社', 'Higher Education Press'],
  ['中国人民大学出版社', 'China Renmin University Press'],
  ['Routledge', 'Routledge'],
  ['Springer', 'Springer'],
];
export const CASE_CENTRES: readonly [string, string][] = [
  ['中国管理案例共享中心', 'China Management Case-Sharing Center'],
  ['毅伟案例库', 'Ivey Publishing'],
  ['哈佛商学院出版社', 'Harvard Business Publishing'],
];
export const ORGANISATIONS: readonly [string, string][] = [
  ['市人民政府发展研究中心', 'Municipal Government Development Research Center'],
  ['省商务厅', 'Provincial Department of Commerce'],
  ['中国注册会计师协会', 'Chinese Institute of Certified Public Accountants'],
  ['华为技术有限公司', 'Huawei Technologies'],
  ['招商银行', 'China Merchants Bank'],
  ['国家市场监督管理总局', 'State Administration for Market Regulation'],
];
