import type { Db } from '../../db/client';
import type { OutboxAttachment } from '../../db/schema/notifications';

/** Makes the file of an attachment kind from its record's id when the mail is sent (payroll: payslip). */
export type AttachmentMaker = (db: Db, id: number) => Promise<Buffer>;

const makers = new Map<string, AttachmentMaker>();

/** Registered once, at start-up, by the module that owns the kind (app.ts). */
export function registerAttachmentKind(kind: string, make: AttachmentMaker) {
  makers.set(kind, make);
}

/** An attachment's bytes: its stored content, or its record's file made now. */
export async function attachmentBytes(db: Db, attachment: OutboxAttachment): Promise<Buffer> {
  if ('content' in attachment) return Buffer.from(attachment.content, 'base64');
  const make = makers.get(attachment.source.kind);
  if (!make) throw new Error(`No attachment maker for ${attachment.source.kind}`);
  return make(db, attachment.source.id);
}
