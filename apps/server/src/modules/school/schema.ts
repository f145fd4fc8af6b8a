import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * School settings (spec 000 section 3, spec 001 section 3): one row. The licence's customer
 * number, product type and due date are read from the signed `licenceKey`, never typed in. Sign-in
 * settings (sso, casUrl, serviceUrl, registration) live with the sign-in module (sys_meta) and are
 * read and written through it, so there is one source of truth.
 */
export const schoolInfo = pgTable('school_info', {
  ...standardColumns(),
  systemName: text('system_name').notNull().default(''),
  systemNameEn: text('system_name_en').notNull().default(''),
  logo: text('logo'),
  loginBackground: text('login_background'),
  qrCode: text('qr_code'),
  defaultLanguage: text('default_language').notNull().default('en-US'),
  aiConsultant: text('ai_consultant').notNull().default('0'),
  aiSelf: text('ai_self').notNull().default('yes'),
  aiAskTimes: integer('ai_ask_times').notNull().default(0),
  licenceKey: text('licence_key'),
  contactNumber: text('contact_number'),
  copyright: text('copyright'),
  version: text('version'),
  teachingAchievements: text('teaching_achievements').notNull().default('1'),
  professionalEngagement: text('professional_engagement').notNull().default('1'),
  alignmentTable31: text('alignment_table31').notNull().default('1'),
  openEquis: text('open_equis').notNull().default('0'),
  openAmba: text('open_amba').notNull().default('0'),
  openExternalAccess: text('open_external_access').notNull().default('0'),
  /** Table 8-1 window: `retroactiveYears` calendar years ending with this date's year. */
  table81BaseTime: text('table81_base_time').notNull().default('2025-12-31'),
  retroactiveYears: integer('retroactive_years').notNull().default(5),
  /** Percent scored by each non-lead author; the lead author scores 100. */
  contributionRate: integer('contribution_rate').notNull().default(50),
  contributionRateEnabled: text('contribution_rate_enabled').notNull().default('0'),
});
