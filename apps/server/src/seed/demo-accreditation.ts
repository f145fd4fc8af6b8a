import type { Executor } from '../core/db.ts';

/**
 * The demo school's accreditation workspace (issue 21 item 8): an AACSB continuous-improvement
 * project with tasks in every state and a half-written report with live blocks. Filled by its owner.
 */
export async function seedDemoAccreditation(_db: Executor): Promise<void> {}
