/**
 * Platform admins are the accounts whose e-mail is listed in PLATFORM_ADMIN_EMAILS
 * (comma-separated): they get the `admin` role when they sign up or log in. No API grants it.
 */
import type { Role } from '@plie/shared';
import { config } from '../../config';

const listed = new Set(config().platformAdminEmails.map((email) => email.toLowerCase()));

export const roleForEmail = (email: string): Role => (listed.has(email.toLowerCase()) ? 'admin' : 'user');
