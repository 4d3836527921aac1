import type { Permission } from '@app/shared';

/** Who makes a change through the admin API, and when (for the audit log). */
export type Actor = { userId: number; at: Date };

/** The caller of a request, with permissions as the database has them right now. */
export type Viewer = {
  id: number;
  displayName: string;
  permissions: Permission[];
};
