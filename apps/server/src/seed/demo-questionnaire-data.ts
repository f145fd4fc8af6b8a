import type { BiText, GroupList, QuestionOption, RatingScale } from '@accredit/shared';

/**
 * The demo school's questionnaire templates (issue 18 item 7), as pure data in both languages: a
 * course evaluation that uses every question kind (single and multiple choice, a 5-point rating
 * with labelled ends, text, a matrix, required questions and a show-if question), and the BBA's
 * exit survey of graduating students, whose matrix rows and two rating questions are mapped to the
 * programme's learning objectives (their answers are the objectives' indirect measure I_j).
 * demo-questionnaire.ts stores them; demo-questionnaire-answers.ts draws the answers.
 */

const bi = (zh: string, en: string): BiText => ({ zh, en });
const options = (list: readonly (readonly [string, string, string])[]): QuestionOption[] =>
  list.map(([id, zh, en]) => ({ id, text: bi(zh, en) }));

export const AGREE: RatingScale = {
  points: 5,
  low: bi('非常不同意', 'Strongly disagree'),
  high: bi('非常同意', 'Strongly agree'),
};
export const SATISFIED: RatingScale = {
  points: 5,
  low: bi('非常不满意', 'Very dissatisfied'),
  high: bi('非常满意', 'Very satisfied'),
};

export const COURSE_TEMPLATE = {
  name: '课程教学评价问卷',
  nameEn: 'Course evaluation',
  category: '1',
  description: '学生对一门课程及其教学的评价，每学期期末发布，匿名填写。',
  descriptionEn:
    "Students' evaluation of a course and its teaching, published at the end of each semester and answered anonymously.",
};

/** Answers below this overall rating are asked what held them back (the show-if question). */
export const CONCERN_BELOW = ['1', '2', '3'];

export function courseEvaluationGroups(): GroupList {
  return [
    {
      id: 'course',
      title: bi('课程与教学', 'The course and its teaching'),
      description: bi(
        '请根据你本学期的学习体验作答。',
        'Answer from your own experience of the course this semester.',
      ),
      questions: [
        {
          id: 'attend',
          kind: 'single',
          required: true,
          title: bi('本学期你的出勤情况如何？', 'How many of the classes did you attend this semester?'),
          options: options([
            ['all', '全部出勤', 'All of them'],
            ['most', '大部分（75%以上）', 'Most (over 75%)'],
            ['half', '约一半', 'About half'],
            ['few', '少于一半', 'Fewer than half'],
          ]),
        },
        {
          id: 'aspects',
          kind: 'matrix',
          required: true,
          title: bi('你在多大程度上同意以下说法？', 'How far do you agree with each statement?'),
          scale: AGREE,
          rows: [
            { id: 'goals', text: bi('课程目标清晰明确', 'The course objectives were clear') },
            {
              id: 'organised',
              text: bi(
                '课程内容组织合理、循序渐进',
                'The content was well organised and built up step by step',
              ),
            },
            {
              id: 'explains',
              text: bi('教师讲解清楚、重点突出', 'The teacher explained clearly and stressed what matters'),
            },
            {
              id: 'engage',
              text: bi('教师鼓励学生参与讨论和提问', 'The teacher encouraged discussion and questions'),
            },
            {
              id: 'feedback',
              text: bi(
                '作业和测验的反馈及时且有帮助',
                'Feedback on assignments and tests was prompt and useful',
              ),
            },
            { id: 'fair', text: bi('考核方式公平合理', 'The assessment was fair') },
            { id: 'workload', text: bi('课业负担适中', 'The workload was reasonable') },
          ],
        },
        {
          id: 'helped',
          kind: 'multiple',
          required: false,
          title: bi(
            '哪些学习活动对你帮助最大？（可多选）',
            'Which activities helped you learn most? (Choose any.)',
          ),
          options: options([
            ['lecture', '课堂讲授', 'Lectures'],
            ['cases', '案例讨论', 'Case discussions'],
            ['project', '小组项目', 'The group project'],
            ['exercises', '课堂练习', 'In-class exercises'],
            ['online', '线上资源与课件', 'Online materials and slides'],
            ['office', '课后答疑', 'Office hours'],
          ]),
        },
        {
          id: 'overall',
          kind: 'rating',
          required: true,
          title: bi('总体而言，你对本课程的满意度如何？', 'Overall, how satisfied are you with this course?'),
          scale: SATISFIED,
        },
        {
          id: 'concern',
          kind: 'single',
          required: false,
          title: bi('影响你满意度的主要原因是什么？', 'What mainly held your satisfaction back?'),
          options: options([
            ['hard', '内容难度过大', 'The content was too hard'],
            ['pace', '进度过快', 'The pace was too fast'],
            ['method', '教学方法', 'The teaching methods'],
            ['assess', '考核方式', 'The assessment'],
            ['load', '课业负担', 'The workload'],
            ['other', '其他', 'Something else'],
          ]),
          showIf: { questionId: 'overall', anyOf: CONCERN_BELOW },
        },
      ],
    },
    {
      id: 'comments',
      title: bi('意见与建议', 'Comments'),
      questions: [
        {
          id: 'liked',
          kind: 'text',
          required: false,
          maxLength: 500,
          title: bi('本课程最值得肯定的是什么？', 'What was best about this course?'),
        },
        {
          id: 'improve',
          kind: 'text',
          required: false,
          maxLength: 500,
          title: bi('你对改进本课程有什么建议？', 'What would you change to improve the course?'),
        },
      ],
    },
  ];
}

export const EXIT_TEMPLATE = {
  name: '工商管理学士毕业生离校调查',
  nameEn: 'BBA exit survey',
  category: '2',
  description:
    '面向应届毕业生，了解其毕业去向及对本项目各学习目标达成情况的自我评价；学习成果部分的题目对应项目学习目标，作为间接评价依据。',
  descriptionEn:
    "For graduating students: their plans and how well they think the programme met each of its learning objectives. The learning-outcome items are mapped to the programme's objectives and serve as its indirect measure.",
};

/** A BBA learning objective as the exit survey maps it. */
export interface SurveyLo {
  id: string;
  code: string;
  /** "学生能够……" / "Students ...": the row reads the text without its subject. */
  name: string;
  nameEn: string;
}

/** The matrix row id of an objective ("LO5.2" -> "lo5_2"). */
export const rowIdOf = (code: string) => code.toLowerCase().replace(/\./g, '_');

/** The objectives the two rating questions are mapped to. */
export const DATA_LO = 'LO5.2';
export const TEAM_LO = 'LO4.2';

export function exitSurveyGroups(los: readonly SurveyLo[]): GroupList {
  const loId = (code: string) => {
    const found = los.find((l) => l.code === code);
    if (!found) throw new Error(`Exit survey: no objective ${code}`);
    return found.id;
  };
  return [
    {
      id: 'plans',
      title: bi('毕业去向', 'After graduation'),
      questions: [
        {
          id: 'plan',
          kind: 'single',
          required: true,
          title: bi('毕业后你的主要去向是？', 'What will you do after graduating?'),
          options: options([
            ['job', '就业', 'Employment'],
            ['study', '国内升学', 'Graduate study in China'],
            ['abroad', '出国（境）深造', 'Graduate study abroad'],
            ['venture', '自主创业', 'Starting a business'],
            ['undecided', '尚未确定', 'Not decided yet'],
          ]),
        },
        {
          id: 'sector',
          kind: 'single',
          required: false,
          title: bi('你将进入哪个行业？', 'Which sector will you work in?'),
          options: options([
            ['finance', '金融', 'Finance and banking'],
            ['consulting', '咨询与专业服务', 'Consulting and professional services'],
            ['tech', '互联网与科技', 'Internet and technology'],
            ['industry', '制造业', 'Manufacturing'],
            ['public', '政府与公共部门', 'Government and the public sector'],
            ['otherSector', '其他', 'Other'],
          ]),
          showIf: { questionId: 'plan', anyOf: ['job'] },
        },
      ],
    },
    {
      id: 'outcomes',
      title: bi('学习成果', 'Learning outcomes'),
      description: bi(
        '以下各项对应本项目的学习目标。',
        "Each statement is one of the programme's learning objectives.",
      ),
      questions: [
        {
          id: 'outcomes',
          kind: 'matrix',
          required: true,
          title: bi('通过本项目的学习，我能够……', 'Through the programme I have learnt to ...'),
          scale: AGREE,
          rows: los.map((lo) => ({
            id: rowIdOf(lo.code),
            text: bi(lo.name.replace(/^学生能够/, ''), lo.nameEn.replace(/^Students /, '')),
            loIds: [lo.id],
          })),
        },
        {
          id: 'data',
          kind: 'rating',
          required: true,
          title: bi(
            '我能够熟练运用Excel、Python等工具分析数据，并据此提出建议',
            'I can analyse data with tools such as Excel or Python and make recommendations from it',
          ),
          scale: AGREE,
          loIds: [loId(DATA_LO)],
        },
        {
          id: 'team',
          kind: 'rating',
          required: false,
          title: bi(
            '小组项目使我学会了与不同背景的同学合作',
            'Group projects taught me to work with people from different backgrounds',
          ),
          scale: AGREE,
          loIds: [loId(TEAM_LO)],
        },
      ],
    },
    {
      id: 'experience',
      title: bi('项目体验', 'Your experience of the programme'),
      questions: [
        {
          id: 'valuable',
          kind: 'multiple',
          required: false,
          title: bi(
            '哪些经历对你最有价值？（可多选）',
            'Which experiences were most valuable to you? (Choose any.)',
          ),
          options: options([
            ['intern', '专业实习', 'Internships'],
            ['capstone', '商业战略综合实践', 'The strategy capstone'],
            ['exchange', '海外交流', 'Exchange abroad'],
            ['contest', '案例大赛', 'Case competitions'],
            ['clubs', '学生社团', 'Student societies'],
            ['research', '参与教师科研', 'Research with faculty'],
          ]),
        },
        {
          id: 'satisfaction',
          kind: 'rating',
          required: true,
          title: bi(
            '总体而言，你对本项目的满意度如何？',
            'Overall, how satisfied are you with the programme?',
          ),
          scale: SATISFIED,
        },
        {
          id: 'recommend',
          kind: 'single',
          required: false,
          title: bi('你会向学弟学妹推荐本项目吗？', 'Would you recommend the programme to future students?'),
          options: options([
            ['yes', '会', 'Yes'],
            ['maybe', '不确定', 'Perhaps'],
            ['no', '不会', 'No'],
          ]),
        },
        {
          id: 'suggest',
          kind: 'text',
          required: false,
          maxLength: 1000,
          title: bi('你对本项目有哪些改进建议？', 'How could the programme improve?'),
        },
      ],
    },
  ];
}

/** Comments students write, each in Chinese and in English (a respondent writes in one). */
export const LIKED: readonly (readonly [string, string])[] = [
  [
    '案例讨论很有启发，老师总能把理论和实际联系起来。',
    'The case discussions were eye-opening; theory was always tied to practice.',
  ],
  [
    '老师讲解清楚，课件条理清晰，复习很方便。',
    'Clear explanations and well-organised slides made revision easy.',
  ],
  ['小组项目让我学到了很多团队合作的方法。', 'The group project taught me a lot about working in a team.'],
  ['课堂气氛活跃，老师鼓励大家提问。', 'A lively class; the teacher encouraged questions.'],
  [
    '作业反馈很详细，让我知道自己哪里需要改进。',
    'Detailed feedback on assignments showed me what to improve.',
  ],
  ['请来了企业嘉宾分享，内容很贴近实际。', 'The guest speaker from industry made it feel real.'],
  ['课程内容实用，对找实习很有帮助。', 'Practical content that will help me find an internship.'],
];

export const IMPROVE: readonly (readonly [string, string])[] = [
  ['希望能提前发布课件，方便预习。', 'Please post the slides before class so that we can prepare.'],
  [
    '小组项目分工不均，建议增加组内互评。',
    'Work in the group project was uneven; peer assessment within groups would help.',
  ],
  [
    '后半学期进度偏快，希望多留一些练习时间。',
    'The second half moved too fast; more time for practice, please.',
  ],
  ['期中测验的反馈来得有点晚。', 'Feedback on the midterm came rather late.'],
  ['希望增加一些中国企业的案例。', 'More cases on Chinese companies would be welcome.'],
  ['阅读材料偏多，可以精简一些。', 'There was a lot of reading; it could be trimmed.'],
  ['教室太大，坐在后排听不太清楚。', 'The room is large and hard to hear from the back.'],
];

export const SUGGEST: readonly (readonly [string, string])[] = [
  ['希望增加数据分析和编程类选修课。', 'More electives in data analytics and programming.'],
  [
    '实习安排可以更早一些，并提供更多企业资源。',
    'Internships could start earlier, with more company contacts.',
  ],
  ['职业发展指导可以更有针对性。', 'Career advice could be more personal.'],
  ['希望有更多海外交流名额。', 'More places on exchange programmes abroad.'],
  ['部分课程内容有重复，建议整合。', 'Some courses overlap; they could be combined.'],
  [
    '综合实践课程收获很大，建议提前到三年级开设。',
    'The capstone was very rewarding; it could come in the third year.',
  ],
  ['希望学院多组织校友分享活动。', 'More talks by alumni, please.'],
];
