import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { standardColumns } from '../../core/columns.ts';

/**
 * Long work kept in the database (issue 22 item 3): exports, imports, report exports, full data
 * exports. A job is queued in the transaction that asks for it, claimed by a worker with a lease
 * (FOR UPDATE SKIP LOCKED, so two servers on one PostgreSQL never run the same job), and survives
 * a restart: a running job whose lease ran out is claimed again (attempts counted) or failed.
 */
export const sysJob = pgTable(
  'sys_job',
  {
    ...standardColumns(),
    /** The registered kind, e.g. 'export.resource', 'import.resource', 'export.full'. */
    kind: text('kind').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' | 'cancelled' (JOB_STATUS in core/jobs). */
    status: text('status').notNull().default('queued'),
    /** The user who asked (sys_user.id); only they (and administrators) see the job. */
    ownerId: text('owner_id').notNull(),
    /** The asker's role and locale when asked: the job works with their rights and language. */
    roleId: text('role_id'),
    locale: text('locale').notNull().default('en-US'),
    /** What the kind needs (filters, resource, options): JSON the kind's handler validates. */
    params: jsonb('params').notNull(),
    /** A person-readable title in the asker's language ("Export: Teachers"). */
    title: text('title').notNull(),
    done: integer('done').notNull().default(0),
    /** 0 while unknown. */
    total: integer('total').notNull().default(0),
    /** The outcome: { fileId, fileName, size, rows, ... } for a file; anything the kind reports. */
    result: jsonb('result'),
    /** A message in the asker's language when it failed. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Set when someone asks to cancel; the running handler sees it at its next progress call. */
    cancelRequested: timestamp('cancel_requested', { withTimezone: true, mode: 'date' }),
    /** A running job's lease: past it, the job is claimable again (its server stopped). */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    /** Who holds the lease (pid and a random tag), for someone reading the table. */
    leaseOwner: text('lease_owner'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }),
    finishTime: timestamp('finish_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sys_job_status_idx').on(t.status, t.createTime),
    index('sys_job_owner_idx').on(t.ownerId, t.createTime),
  ],
);
