import type { Module } from '../../core/app-types.ts';
import { registerFileAccess } from '../upload/access.ts';
import { announcementRoutes } from './announcements.ts';
import { announcementFileAccess } from './file-access.ts';
import { inboxRoutes } from './inbox.ts';

/**
 * Notifications: administrators' announcements (/sys/annountCement) and each person's inbox
 * (/aacsb/viewUserNotification, /aacsb/userSystemNotification). Other modules notify people
 * through notifyUsers() in notify.ts.
 */
export const notificationModule: Module = async (app, deps) => {
  registerFileAccess(announcementFileAccess);
  await announcementRoutes(app, deps);
  await inboxRoutes(app, deps);
};
