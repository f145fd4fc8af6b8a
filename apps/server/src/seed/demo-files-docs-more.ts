import type { DemoFacts } from './demo-files-docs.ts';
import type { DocBody } from './demo-files-docx.ts';

/**
 * The texts of the demo school's Word documents for AACSB Standards 6 to 9, the expert room, the
 * programme heads' drafts and the student work samples (Standards 1 to 5: demo-files-docs.ts).
 */

const NAMES: Record<string, [string, string]> = {
  BBA: ['工商管理学士', 'BBA'],
  MBA: ['工商管理硕士', 'MBA'],
  MSF: ['金融学硕士', 'MSc Finance'],
};
const pct = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 1000) / 10}%` : '-');

export function cohortReport(f: DemoFacts): DocBody {
  const mbaShort = f.cohorts.find(
    (c) => c.programme === 'MBA' && c.minExperience !== null && c.minExperience < 3,
  );
  return {
    title: ['学生录取与培养质量报告（2019-2023级）', 'Learner Progression: Cohort Report, 2019-2023 Intakes'],
    meta: ['学院办公室 学生事务组 2025年12月', "Dean's Office, student affairs, December 2025"],
    sections: [
      {
        heading: ['录取', 'Admission'],
        table: {
          head: [
            '项目 Programme',
            '年级 Cohort',
            '申请 Applications',
            '录取 Offers',
            '报到 Enrolled',
            '录取率 Offer rate',
          ],
          rows: f.cohorts.map((c) => [
            `${NAMES[c.programme]?.[0] ?? c.programme} ${NAMES[c.programme]?.[1] ?? ''}`.trim(),
            c.cohortYear,
            c.applications,
            c.offers,
            c.enrolled,
            pct(c.offers, c.applications),
          ]),
        },
      },
      {
        heading: ['AMBA工作经验要求', 'AMBA work-experience check'],
        paragraphs: [
          mbaShort
            ? [
                `MBA ${mbaShort.cohortYear}级录取学生中最短工作经验为${mbaShort.minExperience}年，低于AMBA要求的3年。招生委员会已修订面试细则，自2022级起严格执行3年下限。`,
                `The shortest work experience in the MBA's ${mbaShort.cohortYear} intake was ${mbaShort.minExperience} years, under AMBA's 3 years. The admissions committee revised its interview rules and has held the 3-year minimum since the 2022 intake.`,
              ]
            : [
                '全部MBA年级的最短工作经验均不少于3年。',
                'Every MBA intake had at least 3 years of work experience.',
              ],
        ],
      },
    ],
  };
}

export function studentSupport(): DocBody {
  return {
    title: ['学生支持与职业发展服务', 'Student Support and Career Services'],
    meta: ['学生事务组 2025年9月', 'Student affairs, September 2025'],
    sections: [
      {
        heading: ['学业支持', 'Academic support'],
        paragraphs: [
          [
            '每个本科班级配备学业导师；一年级学生须参加学术写作与商务统计辅导课。学业预警在每学期第八周发出。',
            'Every BBA class has an academic adviser; first-year students attend academic writing and business statistics tutorials. Academic warnings go out in week eight of each semester.',
          ],
        ],
      },
      {
        heading: ['职业发展', 'Careers'],
        paragraphs: [
          [
            '职业发展中心每年举办两次大湾区专场招聘会，邀请金融、咨询、科技企业超过150家；MBA学生配备企业导师。',
            'The careers centre runs two Greater Bay Area recruitment fairs a year with more than 150 employers from finance, consulting and technology; MBA students each have an executive mentor.',
          ],
        ],
      },
    ],
  };
}

export function teachingEvaluationSummary(): DocBody {
  return {
    title: ['学生评教结果汇总（2024-2025学年）', 'Student Evaluation of Teaching: Summary 2024-2025'],
    meta: ['教学发展中心 2025年9月', 'Centre for teaching development, September 2025'],
    sections: [
      {
        heading: ['各系平均得分（五分制）', 'Average score by department (out of 5)'],
        table: {
          head: ['系 Department', '课程数 Courses', '平均分 Average', '低于3.8的课程 Courses under 3.8'],
          rows: [
            ['会计系 Accounting', 46, 4.51, 2],
            ['金融系 Finance', 58, 4.47, 3],
            ['管理系 Management', 71, 4.56, 2],
            ['市场营销系 Marketing', 39, 4.62, 1],
            ['经济系 Economics', 52, 4.43, 4],
          ],
        },
        after: [
          [
            '全院平均得分4.52分。得分低于3.8分的课程由系主任约谈任课教师，并安排同行听课和教学辅导。',
            'The school average is 4.52. For each course under 3.8 the department head meets the teacher and arranges peer observation and coaching.',
          ],
        ],
      },
    ],
  };
}

export function researchOutputSummary(f: DemoFacts): DocBody {
  const total = f.articles.reduce((s, a) => s + a.count, 0);
  return {
    title: ['智力成果统计（同行评议期刊论文）', 'Intellectual Contributions: Peer-Reviewed Journal Articles'],
    meta: ['科研办公室 2026年1月', 'Research office, January 2026'],
    sections: [
      {
        heading: ['按年度统计', 'By year'],
        table: { head: ['年度 Year', '论文数 Articles'], rows: f.articles.map((a) => [a.year, a.count]) },
        after: [
          [
            `以上年度共发表经审核的同行评议期刊论文${total}篇，数据取自认证管理系统的科研成果记录，与AACSB表8-1一致。`,
            `In these years the faculty published ${total} approved peer-reviewed journal articles; the figures come from the research output records of the accreditation system and match AACSB Table 8-1.`,
          ],
        ],
      },
    ],
  };
}

export function executiveEducationReport(): DocBody {
  return {
    title: ['高管教育年度报告（2025）', 'Executive Education Annual Report 2025'],
    meta: ['高管教育中心 2025年12月', 'Executive education centre, December 2025'],
    sections: [
      {
        heading: ['项目与学员', 'Programmes and participants'],
        paragraphs: [
          [
            '2025年举办公开课程与企业定制项目共42期，学员1,860人次，其中大湾区制造业与金融机构定制项目占六成。',
            'In 2025 the centre ran 42 open and company-specific programmes for 1,860 participants; six in ten were custom programmes for Greater Bay Area manufacturers and financial institutions.',
          ],
          [
            '高管教育收入自2023年以来每年增长约12%，结余用于支持教师的企业案例开发。',
            'Executive education income has grown about 12% a year since 2023; its surplus funds faculty case writing with companies.',
          ],
        ],
      },
    ],
  };
}

export function selfEvaluationSummary(): DocBody {
  return {
    title: ['AACSB持续改进评审自评报告摘要', 'AACSB Continuous Improvement Review: Self-Evaluation Summary'],
    meta: ['认证办公室 2025年12月', 'Accreditation office, December 2025'],
    sections: [
      {
        heading: ['战略与影响', 'Strategy and impact'],
        paragraphs: [
          [
            '学院以2024年修订的使命为指引，围绕教学卓越、研究影响力和社会服务三大重点推进2024-2028年战略规划。',
            'Guided by the mission revised in 2024, the school pursues the 2024-2028 strategic plan around three priorities: teaching excellence, research impact and engagement.',
          ],
        ],
      },
      {
        heading: ['上次评审意见的回应', 'Response to the last review'],
        paragraphs: [
          [
            '上次评审建议加强学习成效评估闭环和教师学术影响力的衡量。学院已为全部学位项目制定评估计划，并将政策文件引用和企业采纳纳入影响力指标。',
            'The last review asked the school to close the assurance-of-learning loop and to measure the impact of scholarship. Every degree programme now has an assessment plan, and citations in policy documents and company adoption count among the impact measures.',
          ],
        ],
      },
    ],
  };
}

export function keyFigures(f: DemoFacts): DocBody {
  const budget = f.budget.at(-1);
  const articles = f.articles.slice(-5).reduce((s, a) => s + a.count, 0);
  const rows: (string | number)[][] = [];
  if (f.faculty) rows.push([`教师 Faculty (${f.faculty.year})`, f.faculty.total]);
  rows.push([`同行评议论文（近五年）Peer-reviewed articles (last five years)`, articles]);
  for (const c of f.cohorts.filter((x) => x.cohortYear === 2023))
    rows.push([`${NAMES[c.programme]?.[1] ?? c.programme} 2023级报到 enrolled`, c.enrolled]);
  if (budget) rows.push([`${budget.year}年收入（万元）Income (CNY 10,000)`, budget.income]);
  return {
    title: ['关键数据一览', 'Key Figures at a Glance'],
    meta: ['认证办公室 供评审专家参阅', 'Accreditation office, for the peer review team'],
    sections: [
      { heading: ['关键数据', 'Key figures'], table: { head: ['指标 Measure', '数值 Value'], rows } },
    ],
  };
}

export function programmeReviewDraft(programme: 'MBA' | 'MSF'): DocBody {
  const [zh, en] = programme === 'MBA' ? ['工商管理硕士', 'MBA'] : ['金融学硕士', 'MSc Finance'];
  return {
    title: [`${zh}专业评估报告（草稿）`, `${en} Programme Review 2025 (draft)`],
    meta: ['专业负责人 内部讨论稿，请勿外传', 'Programme head, internal draft, not for circulation'],
    sections: [
      {
        heading: ['优势', 'Strengths'],
        paragraphs: [
          programme === 'MBA'
            ? [
                'MBA学员平均工作经验7.5年，企业导师制度和大湾区企业咨询项目受到学员好评。',
                'MBA participants average 7.5 years of work experience; the executive mentors and the Greater Bay Area consulting projects are well liked.',
              ]
            : [
                '金融学硕士就业率保持在95%左右，金融实验室的Wind与Bloomberg终端支撑量化课程。',
                'MSc Finance employment stays around 95%; the Wind and Bloomberg terminals of the finance lab carry the quantitative courses.',
              ],
        ],
      },
      {
        heading: ['待改进事项', 'To improve'],
        paragraphs: [
          programme === 'MBA'
            ? [
                '2021级有学员工作经验不足3年；部分选修课班级规模过小，建议合并。',
                'One 2021 participant had under 3 years of work experience; some electives are too small and should be merged.',
              ]
            : [
                '金融科技方向课程更新滞后，建议增设机器学习在金融中的应用。',
                'The fintech courses lag behind; a course on machine learning in finance is proposed.',
              ],
        ],
      },
    ],
  };
}

export function studentCaseAnalysis(): DocBody {
  return {
    title: [
      '案例分析报告：新式茶饮连锁品牌的定价策略',
      'Case Analysis: Pricing Strategy of a Tea-Drink Chain',
    ],
    meta: ['工商管理学士 市场营销学课程作业', 'BBA, Marketing course assignment'],
    sections: [
      {
        heading: ['问题', 'Problem'],
        paragraphs: [
          [
            '该品牌在广州开设60家门店，面对竞争对手的降价，需要决定是否跟进降价。',
            'The brand runs 60 shops in Guangzhou and must decide whether to follow a rival’s price cut.',
          ],
        ],
      },
      {
        heading: ['建议', 'Recommendation'],
        paragraphs: [
          [
            '不跟进全面降价，改为会员积分与季节限定产品组合，保持品牌溢价。',
            'Do not match the price cut; use member points and seasonal limited editions to keep the brand premium.',
          ],
        ],
      },
    ],
  };
}

export function studentBusinessPlan(): DocBody {
  return {
    title: ['创业计划书：校园二手交易平台', 'Business Plan: A Campus Resale Platform'],
    meta: ['工商管理学士 创新创业基础课程作业', 'BBA, Entrepreneurship course assignment'],
    sections: [
      {
        heading: ['市场机会', 'Opportunity'],
        paragraphs: [
          [
            '每年毕业季大量教材、电子产品和家具被丢弃，学生需要一个可信的校内交易渠道。',
            'Every graduation season students throw away textbooks, electronics and furniture; they need a trusted way to trade on campus.',
          ],
        ],
      },
      {
        heading: ['商业模式', 'Business model'],
        paragraphs: [
          [
            '平台以校园身份认证保障交易安全，按成交额收取3%服务费，并与学生创业空间合作设立线下交收点。',
            'Campus identity checks keep trades safe; the platform charges 3% of each sale and runs a hand-over point with the student start-up space.',
          ],
        ],
      },
    ],
  };
}
