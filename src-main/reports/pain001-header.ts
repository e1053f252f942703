import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

/**
 * The MsgId of a pain.001's group header, which the pain.002 back to the ERP refers to as
 * OrgnlMsgId; null when the text has none (or is not a pain.001).
 */
export function pain001MessageId(xml: string): string | null {
  try {
    const doc = parser.parse(xml) as { Document?: { CstmrCdtTrfInitn?: { GrpHdr?: { MsgId?: unknown } } } };
    const id = doc.Document?.CstmrCdtTrfInitn?.GrpHdr?.MsgId;
    return typeof id === 'string' && id.trim() && id.length <= 35 ? id.trim() : null;
  } catch {
    return null;
  }
}
