import type { Database } from '../../../db/client.ts';
import { contactMessages } from '../../../db/schema/index.ts';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<{ id: number }> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}
