// Limits checked on the XML text before any parser sees it: a hostile file (200,000 levels of
// nesting, one attribute of 50 MB) otherwise exhausts the parser's stack or memory.

/** Deepest nesting read; a pain.001 is about 12 levels deep. */
export const MAX_XML_DEPTH = 64;
/** Longest attribute value or text between tags read; a pain.001's longest values have a few hundred characters. */
export const MAX_XML_VALUE = 10_000;

export type XmlLimitProblem =
  | { code: 'xml_too_deep'; params: { line: number; max: number } }
  | { code: 'xml_value_too_long'; params: { line: number; length: number; max: number } };

const lineAt = (xml: string, index: number): number => {
  let line = 1;
  for (let i = 0; i < index; i++) {
    const c = xml.charCodeAt(i);
    if (c === 10 || (c === 13 && xml.charCodeAt(i + 1) !== 10)) line++;
  }
  return line;
};

const tooLong = (xml: string, at: number, length: number): XmlLimitProblem => ({
  code: 'xml_value_too_long',
  params: { line: lineAt(xml, at), length, max: MAX_XML_VALUE },
});

/** Where a start or end tag ends (the `>` outside quotes), and whether a quoted value in it is too long. */
function tagEnd(xml: string, from: number): { end: number; problem?: XmlLimitProblem } {
  for (let i = from; i < xml.length; i++) {
    const c = xml[i];
    if (c === '>') return { end: i };
    if (c === '"' || c === "'") {
      const close = xml.indexOf(c, i + 1);
      if (close < 0) return { end: xml.length };
      if (close - i - 1 > MAX_XML_VALUE) return { end: close, problem: tooLong(xml, i, close - i - 1) };
      i = close;
    }
  }
  return { end: xml.length };
}

/**
 * The first limit the text breaks, or undefined: one pass over the characters, no tree built. Text
 * that is not well-formed is left to the parser's own check (this only measures).
 */
export function xmlLimitProblem(xml: string): XmlLimitProblem | undefined {
  let depth = 0;
  let at = 0;
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    const textEnd = open < 0 ? xml.length : open;
    if (textEnd - at > MAX_XML_VALUE && xml.slice(at, textEnd).trim().length > MAX_XML_VALUE)
      return tooLong(xml, at, textEnd - at);
    if (open < 0) return undefined;
    if (xml.startsWith('<!--', open)) {
      const close = xml.indexOf('-->', open + 4);
      at = close < 0 ? xml.length : close + 3;
    } else if (xml.startsWith('<![CDATA[', open)) {
      const close = xml.indexOf(']]>', open + 9);
      const end = close < 0 ? xml.length : close;
      if (end - open - 9 > MAX_XML_VALUE) return tooLong(xml, open, end - open - 9);
      at = end + 3;
    } else if (xml.startsWith('<?', open) || xml.startsWith('<!', open)) {
      const close = xml.indexOf('>', open + 2);
      at = close < 0 ? xml.length : close + 1;
    } else {
      const { end, problem } = tagEnd(xml, open + 1);
      if (problem) return problem;
      if (xml[open + 1] === '/') depth--;
      else if (xml[end - 1] !== '/' && ++depth > MAX_XML_DEPTH)
        return { code: 'xml_too_deep', params: { line: lineAt(xml, open), max: MAX_XML_DEPTH } };
      at = end + 1;
    }
  }
  return undefined;
}
