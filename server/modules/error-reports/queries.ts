import type { Database } from '../../../db/client.ts';
import { errorReports } from '../../../db/schema/index.ts';
import type { ReportType } from '../../../common/schemas/contributions.ts';

export interface NewErrorReport {
  gameTitle: string;
  reportType: ReportType;
  description: string;
}

export async function insertErrorReport(db: Database, report: NewErrorReport): Promise<{ id: number }> {
  const [row] = await db
    .insert(errorReports)
    .values({ ...report, status: 'unreviewed' })
    .returning({ id: errorReports.id });
  return row!;
}
