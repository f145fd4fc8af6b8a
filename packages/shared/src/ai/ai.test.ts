import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { KNOWLEDGE, searchKnowledge } from './knowledge.ts';
import { DEFAULT_SUGGESTION_PATH, drawSuggestions, SUGGESTIONS, suggestionPathFor } from './suggestions.ts';
import { answerLocale, toSimplified } from './text.ts';
import { translateTerm } from './vocabulary.ts';

/** The index paths of spec 000 section 2 that the chat picks suggested questions by. */
const INDEX_PATHS = [
  '/personal-panel/index',
  '/strategic-planning-index',
  '/financial-resources-index',
  '/staff-resources/index',
  '/curriculum-index',
  '/aol/index',
  '/learner-progression/index',
  '/TeachingContribution/index',
  '/ImpactOfScholarship/index',
  '/EngagementAndSocietalImpact/index',
  '/accreditation/index',
  '/InfoRetrieval/index',
  '/form/file-sharing',
  '/system-management-homePage',
];

describe('suggested questions', () => {
  it('has its own list of at least five for every index path, in every language', () => {
    for (const path of [...INDEX_PATHS, DEFAULT_SUGGESTION_PATH]) {
      const list = SUGGESTIONS[path];
      expect(list?.length, path).toBeGreaterThanOrEqual(5);
      for (const q of list) for (const l of LOCALES) expect(q[l].trim(), `${path} ${l}`).not.toBe('');
    }
    const lists = INDEX_PATHS.map((p) => JSON.stringify(SUGGESTIONS[p]));
    expect(new Set(lists).size).toBe(INDEX_PATHS.length);
  });

  it('uses the area of a page and draws five different questions', () => {
    expect(suggestionPathFor('/staff-resources/tables')).toBe('/staff-resources/index');
    expect(suggestionPathFor('/dashboard/workplace')).toBe(DEFAULT_SUGGESTION_PATH);
    const drawn = drawSuggestions('/staff-resources/qualification', 'zh-CN');
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn).size).toBe(5);
    expect(SUGGESTIONS['/staff-resources/index'].map((q) => q['zh-CN'])).toEqual(
      expect.arrayContaining(drawn),
    );
  });
});

describe('knowledge base', () => {
  it('has every passage written in every language', () => {
    for (const entry of KNOWLEDGE)
      for (const l of LOCALES) expect(entry.body[l].length, `${entry.id} ${l}`).toBeGreaterThan(20);
  });

  it('finds passages by English, Simplified and Traditional Chinese keywords', () => {
    expect(searchKnowledge('How does Table 8-1 count?')[0].entry.id).toBe('aacsb-8');
    expect(searchKnowledge('审核流程是怎样的？')[0].entry.id).toBe('review-workflow');
    expect(searchKnowledge('審核流程是怎樣的？')[0].entry.id).toBe('review-workflow');
    expect(searchKnowledge('What are the EQUIS chapters?')[0].entry.id).toBe('equis');
    // "sa" is a word, not a piece of "sales".
    expect(searchKnowledge('sales figures').map((s) => s.entry.id)).not.toContain('qualification-statuses');
  });

  it('answers in the question’s language', () => {
    expect(answerLocale('审核流程？', 'en-US')).toBe('zh-CN');
    expect(answerLocale('審核流程？', 'zh-TW')).toBe('zh-TW');
    expect(answerLocale('Review?', 'zh-CN')).toBe('en-US');
    expect(toSimplified('師資資格')).toBe('师资资格');
  });
});

describe('controlled vocabulary', () => {
  it('translates terms and lists of terms both ways, and nothing else', () => {
    expect(translateTerm('专著', 'zh2en')).toBe('Monograph');
    expect(translateTerm('Scholarly Academic', 'en2zh')).toBe('学术型学者');
    expect(translateTerm('专著、专利', 'zh2en')).toBe('Monograph, Patents');
    expect(translateTerm('数字化转型研究', 'zh2en')).toBeNull();
    expect(translateTerm('专著、数字化转型', 'zh2en')).toBeNull();
  });
});
