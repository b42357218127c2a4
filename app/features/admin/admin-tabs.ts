/** The dashboard's tabs, in order; the open one is kept in the URL (`/admin?tab=reports`). */
export const ADMIN_TABS = ['pending', 'approved', 'rejected', 'published', 'reports', 'messages', 'activity'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const TAB_LABELS: Record<AdminTab, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  published: 'Published',
  reports: 'Error Reports',
  messages: 'Messages',
  activity: 'Activity',
};

export function parseTab(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'pending';
}

/** The signed-in user as the root loader exposes it. */
export interface AdminUser {
  email: string;
  role: 'admin' | 'editor';
  twoFactorEnabled: boolean;
}
