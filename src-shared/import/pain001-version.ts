// Which pain.001 a document is: the namespace its document element is in, and the variants
// (German DK, Swiss SIX) that keep the structure of an ISO version Bulkpay reads.

/** ISO 20022 customer credit transfer initiation versions Bulkpay reads. */
export const PAIN001_VERSIONS = ['pain.001.001.03', 'pain.001.001.09'] as const;
export type Pain001Version = (typeof PAIN001_VERSIONS)[number];

/**
 * Variants read with the structure of an ISO version (see spec-notes: "pain.001 variants"): the
 * German DK versions and the Swiss SIX 2010 one are the ISO pain.001.001.03 elements under another
 * namespace; Swiss SPS 2022 (`pain.001.001.09.ch.03`) uses the ISO namespace itself.
 */
const VARIANTS: Record<string, Pain001Version> = {
  'pain.001.001.03': 'pain.001.001.03',
  'pain.001.001.09': 'pain.001.001.09',
  'pain.001.002.03': 'pain.001.001.03',
  'pain.001.003.03': 'pain.001.001.03',
  'pain.001.001.03.ch.02': 'pain.001.001.03',
};

/** The variants read, for messages ("Bulkpay reads …"). */
export const PAIN001_VARIANTS_READ = Object.keys(VARIANTS);

/** The start tag of the document element: the first tag that is not a declaration, comment or processing instruction. */
function rootTag(xml: string): string | undefined {
  const root = /<(?![?!])[^>]*>/.exec(xml.replace(/<!--[\s\S]*?-->/g, ''));
  return root?.[0];
}

/** The namespace the document element is in (its prefix's declaration, or the default one), '' for none. */
export function rootNamespace(xml: string): { name: string; namespace: string } | undefined {
  const tag = rootTag(xml);
  if (!tag) return undefined;
  const qname = /^<([\w.:-]+)/.exec(tag)?.[1] ?? '';
  const colon = qname.indexOf(':');
  const prefix = colon < 0 ? '' : qname.slice(0, colon);
  const name = colon < 0 ? qname : qname.slice(colon + 1);
  const attribute = prefix ? `xmlns:${prefix.replace(/[.-]/g, '\\$&')}` : 'xmlns';
  const declared = new RegExp(`\\s${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return { name, namespace: declared ? (declared[1] ?? declared[2] ?? '') : '' };
}

/** The pain.001 name a namespace carries (`pain.001.003.03`, `pain.001.001.03.ch.02`), or another ISO message's name. */
export function messageNameIn(namespace: string): string | undefined {
  return /(?:pain|camt|pacs)\.\d{3}\.\d{3}\.\d{2}(?:\.ch\.\d{2})?/.exec(namespace)?.[0];
}

/** The ISO structure a variant is read with, or undefined when Bulkpay does not read it. */
export const structureOf = (variant: string): Pain001Version | undefined => VARIANTS[variant];
