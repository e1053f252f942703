// Hostile XML (issue 25 item 7): refused before any parser reads it, with a message, never a crash.
import { describe, expect, it } from 'vitest';
import { parsePaymentFile } from '../../../../src-shared/import/parse-file';
import { MAX_XML_DEPTH, MAX_XML_VALUE, xmlLimitProblem } from '../../../../src-shared/import/xml-limits';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
const parse = (xml: string) => parsePaymentFile('hostile.xml', new TextEncoder().encode(xml));

describe('XML limits', () => {
  it('refuses 200,000 levels of nesting with a message naming the limit, not a thrown error', () => {
    const xml = `<?xml version="1.0"?>\n<Document xmlns="${NS}">${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</Document>`;
    const parsed = parse(xml);
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: 'xml_too_deep', params: { line: 2, max: MAX_XML_DEPTH } },
    });
  });

  it('refuses an attribute value past the limit, naming its length and line', () => {
    const xml = `<?xml version="1.0"?>\n<Document xmlns="${NS}">\n<CstmrCdtTrfInitn a="${'x'.repeat(MAX_XML_VALUE + 1)}"/></Document>`;
    expect(parse(xml)).toMatchObject({
      ok: false,
      error: { code: 'xml_value_too_long', params: { line: 3, length: MAX_XML_VALUE + 1, max: MAX_XML_VALUE } },
    });
  });

  it('refuses a text or CDATA value past the limit', () => {
    const long = 'y'.repeat(MAX_XML_VALUE + 1);
    expect(xmlLimitProblem(`<a><b>${long}</b></a>`)?.code).toBe('xml_value_too_long');
    expect(xmlLimitProblem(`<a><![CDATA[${long}]]></a>`)?.code).toBe('xml_value_too_long');
  });

  it('reads at the limits: exactly the deepest nesting and the longest value', () => {
    const deep = `${'<a>'.repeat(MAX_XML_DEPTH)}${'</a>'.repeat(MAX_XML_DEPTH)}`;
    expect(xmlLimitProblem(deep)).toBeUndefined();
    expect(xmlLimitProblem(`<a>${'<a>'.repeat(MAX_XML_DEPTH)}${'</a>'.repeat(MAX_XML_DEPTH)}</a>`)?.code).toBe(
      'xml_too_deep',
    );
    const value = 'z'.repeat(MAX_XML_VALUE);
    expect(xmlLimitProblem(`<a b="${value}" c='${value}'><!-- ${value}${value} --><c/>${value}</a>`)).toBeUndefined();
  });

  it('a quoted ">" inside an attribute and self-closing tags do not change the depth', () => {
    const flat = `<r>${'<e a="1>2"/>'.repeat(MAX_XML_DEPTH * 2)}</r>`;
    expect(xmlLimitProblem(flat)).toBeUndefined();
  });
});
