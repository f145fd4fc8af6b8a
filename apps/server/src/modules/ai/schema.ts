import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * AI chat history (spec 000 section 3): one question and its answer, owned by `create_by`. No role
 * reads another person's rows; the routes filter on the caller for every read, edit and delete.
 * `statue` is the rating: '0' none, '1' unhelpful, '2' helpful.
 */
export const aiChatHistory = pgTable(
  'ai_chat_history',
  {
    ...standardColumns(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    statue: text('statue').notNull().default('0'),
  },
  (t) => [index('ai_chat_history_owner_idx').on(t.createBy, t.createTime)],
);
