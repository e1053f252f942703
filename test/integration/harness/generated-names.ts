// Payee names of every kind a file may hold, generated from a seed (the same names each run): Latin
// with accents in NFC and NFD, ß/ø/ł/æ, fullwidth and mathematical letters, Greek (capital sigma in
// every place), Cyrillic, Arabic and Hebrew with direction and joiner characters, emoji, CJK and
// Hangul, compatibility forms, punctuation runs, leading and trailing spaces of every kind.

/** A small seeded generator (mulberry32): the same names every run, so a failure can be re-run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const chars = (text: string) => [...text];
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Pools of pieces a name is made of. */
const POOLS: string[][] = [
  chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
  chars('äöüÄÖÜåÅéèêëÉÈÊáàâãÁÀÂÃíìîïÍóòôõÓúùûÚçÇñÑšŠžŽčČřŘőŐűŰșȘțȚăĂ'),
  chars('ßẞøØłŁæÆœŒđĐðÐþÞıİĳĲŉſǅǈǋ'),
  [...range(0xff01, 0xff5e), ...range(0xff10, 0xff19), '\u3000'],
  chars('ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώΐΰϊϋΆΈΉΊΌΎΏ'),
  chars('ΣΣΣΣσς'),
  chars('АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюяЇїІіЄєҐґ'),
  chars('ابتثجحخدذرزسشصضطظعغفقكلمنهوي٠١٢٣٤٥٦٧٨٩ًٌٍَُِّْ'),
  chars('אבגדהוזחטיכלמנסעפצקרשתךםןףץְֱֲֳִֵֶַָֹֻּ'),
  [
    '\u200f',
    '\u200e',
    '\u202e',
    '\u202d',
    '\u202a',
    '\u202c',
    '\u2066',
    '\u2067',
    '\u2069',
    '\u061c',
    '\u200d',
    '\u200c',
    '\u2060',
    '\ufeff',
    '\u00ad',
  ],
  ['😀', '👍🏽', '👨‍👩‍👧', '🇫🇮', '🏳️‍🌈', '❤️', '✅', '€', '$', '£', '™', '©', '®', '♥', '★'],
  chars('.,;:-–—_/\\|()[]{}<>&@#%*+=!?"\'`´^~¨¸·•…‹›«»„“”‚‘’'),
  [' ', '  ', '\t', '\u00a0', '\u2009', '\u202f', '\u3000', '\u2028', '\n'],
  chars('ﬁﬂﬀﬃ㈱㍿℡№℃℉Ⅻⅻ①⑳⑴⒜²³¹½¼¾⁄ªº㎦㎏Ǆǆǉǌ'),
  chars('𝐀𝐁𝐂𝐚𝐛𝐜𝚺𝛔𝛓𝔄𝔅𝕬𝖆𝟎𝟏𝟐ℌℍℕℙℚℝℤ'),
  chars('中文株式会社東京大阪한국어주식회사가각갃힣ㄱㅏ日本語カタカナｶﾀｶﾅﾞﾟ'),
  chars('\u0300\u0301\u0302\u0303\u0308\u030a\u0327\u0328\u0345\u0334\u20dd\u0903\u093f'),
  chars('ʰʲˀˁˆˇˈˉˊ˸ꟸꟹ\u1d2c\u1d43ᵃᵇ\u02b0'),
];

/** A word from one or two pools. */
function word(rnd: () => number): string {
  const pool = POOLS[Math.floor(rnd() * POOLS.length)]!;
  const other = POOLS[Math.floor(rnd() * POOLS.length)]!;
  let out = '';
  const length = 1 + Math.floor(rnd() * 8);
  for (let i = 0; i < length; i++) {
    const from = rnd() < 0.8 ? pool : other;
    out += from[Math.floor(rnd() * from.length)]!;
  }
  return out;
}

/** One generated name: words, separators, sometimes spaces around, sometimes NFD or upper case. */
function generatedName(rnd: () => number): string {
  const words = 1 + Math.floor(rnd() * 5);
  let name = '';
  for (let i = 0; i < words; i++) name += (i ? POOLS[12]![Math.floor(rnd() * 4)]! : '') + word(rnd);
  const roll = rnd();
  if (roll < 0.15) name = name.normalize('NFD');
  else if (roll < 0.25) name = name.toUpperCase();
  else if (roll < 0.3) name = name.normalize('NFKC');
  if (rnd() < 0.2) name = ` ${name}\u3000 `;
  return name;
}

/** `count` generated names, the same for the same seed. */
export function generatedNames(count: number, seed = 23): string[] {
  const rnd = seeded(seed);
  return Array.from({ length: count }, () => generatedName(rnd));
}

/**
 * Every Unicode scalar value but U+0000 (which PostgreSQL text cannot hold), in names of `size`
 * consecutive code points, so each character's key is asked in context.
 */
export function everyCharacter(size = 64): string[] {
  const names: string[] = [];
  for (let from = 1; from <= 0x10ffff; from += size) {
    let name = '';
    for (let cp = from; cp < from + size && cp <= 0x10ffff; cp++)
      if (cp < 0xd800 || cp > 0xdfff) name += String.fromCodePoint(cp);
    if (name) names.push(name);
  }
  return names;
}

/**
 * Capital sigma next to each character of the first two planes: before it, after it, between it and
 * letters (a word-final Σ is ς, else σ). Contexts are joined by a space, which ends a word, 100 to a name.
 */
export function sigmaContexts(): string[] {
  const contexts: string[] = [];
  for (let cp = 1; cp <= 0x1ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    contexts.push(`Α${c}Σ`, `ΑΣ${c}`, `ΑΣ${c}Β`, `Α${c}Σ${c}Β`, `${c}Σ${c}`);
  }
  const names: string[] = [];
  for (let i = 0; i < contexts.length; i += 100) names.push(contexts.slice(i, i + 100).join(' '));
  return names;
}
