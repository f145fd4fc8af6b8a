import { zEnvelope } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { App, Deps } from '../../core/app-types.ts';
import { inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { providerFor } from '../ai/chat.ts';
import { perUser } from '../ai/routes-chat.ts';
import { countAiAsk, schoolRow } from '../school/settings.ts';
import { gatherMaterial } from './ai-draft-sources.ts';
import { type AiDraft, builtinDraft, modelDraft } from './ai-draft-write.ts';
import { standardLabel } from './progress-data.ts';
import { saveSectionContent } from './report-content.ts';
import { assertWritable, EDIT, mayWrite, QUERY, sectionInScope, sections } from './report-data.ts';

/**
 * AI-drafted sections (issue 21 item 5): POST /aacsb/reportSection/aiDraft drafts a section from
 * the product's figures and records (ai-draft-sources.ts) with the school's AI provider and keeps
 * it beside the text (section.aiDraft), never in it; acceptDraft appends it to the text as a new
 * revision ("AI draft accepted"), discardDraft drops it. Only whoever may write the section (an
 * editing holder or its editor), while the report is live and the section not approved.
 */
const tags = ['reportSection'];
const ACCESS = { access: { permission: [EDIT, QUERY] } } as const;
const zId = z.string().min(1).max(64);

const zCitation = z.object({
  n: z.number(),
  label: z.string(),
  href: z.string(),
  kind: z.enum(['table', 'record']),
  resource: z.string().optional(),
  id: z.string().optional(),
});
const zDraft = z.object({
  html: z.string(),
  citations: z.array(zCitation),
  provider: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});

export function registerAiDraftRoutes(app: App, { database, config }: Deps): void {
  const db = database.db;

  app.post(
    '/aacsb/reportSection/aiDraft',
    {
      config: { ...ACCESS, audit: 'AI draft of a report section', rateLimit: perUser(config.AI_RATE_LIMIT) },
      schema: {
        tags,
        summary:
          "Draft a section from the school's figures and records, every statement citing its source (kept as a draft until accepted)",
        body: z.object({ id: zId }),
        response: { 200: zEnvelope(zDraft) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { section, report } = await sectionInScope(db, auth, request.body.id);
      assertWritable(auth, section, report);
      const school = await schoolRow(db);
      if (school.aiConsultant !== '1') throw new AppError(403, 'accDoor.errors.aiOff');
      const locale = request.locale;
      const material = await gatherMaterial(db, auth, report, section, locale);
      if (material.statements.length === 0) throw badRequest('accDoor.errors.noMaterial');
      const provider = providerFor(config, school.aiSelf);
      let html: string;
      if (provider.name === 'openai') {
        const standard = section.standard ? standardLabel(section.standard, locale) : '';
        try {
          html = await modelDraft(provider, material, locale, section.title, standard);
        } catch (err) {
          request.log.warn({ err }, 'AI provider failed while drafting');
          throw new AppError(502, 'accDoor.errors.provider');
        }
        if (!html) throw new AppError(502, 'accDoor.errors.uncited');
      } else html = builtinDraft(material, locale);
      const cited = new Set([...html.matchAll(/data-citation="(\d+)"/g)].map((m) => Number(m[1])));
      const draft: AiDraft = {
        html,
        citations: material.citations.filter((c) => cited.has(c.n)),
        provider: provider.name,
        createdAt: new Date().toISOString(),
        createdBy: auth.user.realname || auth.user.username,
      };
      await db.update(sections).set({ aiDraft: draft }).where(eq(sections.id, section.id));
      await countAiAsk(db);
      return ok(draft);
    },
  );

  app.post(
    '/aacsb/reportSection/acceptDraft',
    {
      config: { ...ACCESS, audit: 'Accept AI draft of a report section' },
      schema: {
        tags,
        summary: 'Append the section\'s AI draft to its text (a new revision noted "AI draft accepted")',
        body: z.object({ id: zId }),
        response: {
          200: zEnvelope(z.object({ version: z.number(), content: z.string(), words: z.number() })),
        },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const id = request.body.id;
      const note = translate(request.locale, 'accDoor.draft.acceptedNote');
      const saved = await inTransaction(db, async (tx) => {
        const { section } = await sectionInScope(tx, auth, id);
        const draft = section.aiDraft as Partial<AiDraft> | null;
        if (!draft?.html) throw badRequest('accDoor.errors.noDraft');
        const result = await saveSectionContent(tx, auth, id, `${section.content ?? ''}${draft.html}`, note);
        await tx.update(sections).set({ aiDraft: null }).where(eq(sections.id, id));
        return result;
      });
      return ok(saved, note);
    },
  );

  app.post(
    '/aacsb/reportSection/discardDraft',
    {
      config: { ...ACCESS, audit: 'Discard AI draft of a report section' },
      schema: {
        tags,
        summary: "Drop the section's AI draft (the text is left as it is)",
        body: z.object({ id: zId }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      // Whoever may write the section may drop its draft, even once the report is frozen.
      const { section } = await sectionInScope(db, auth, request.body.id);
      if (!mayWrite(auth, section)) throw forbidden('accReport.errors.notEditor');
      await db.update(sections).set({ aiDraft: null }).where(eq(sections.id, section.id));
      return ok(null);
    },
  );
}
