/**
 * Emotion's rules written into blocks made once, instead of one new at-rule block per rule: Chromium rebuilds the
 * whole page's fonts and layout when a block of `@layer` or `@media` is added to a style sheet that holds cascade
 * layers (StyleEngine::ApplyRuleSetChanges: a layer change that is not a sheet appended counts as every kind of rule
 * changed, @font-face's included), while a style rule added inside a block that is already there is matched against
 * the page like any other (measured on この人が開けられる扉 of a guest with 45 doors, 501 boxes, at 1×: a new
 * `@layer recipes{…}` rule 5–12 ms of style and layout with every text box marked "Fonts changed", the same rule
 * inside the existing block 1 ms and no layout). Chakra writes each recipe's class as its own `@layer recipes{…}` and
 * each responsive value as its own `@media …{…}`: on a phone at 4× a menu, a date field or a dialog drawn after a long
 * page cost 150–350 ms of style and layout for every few rules.
 *
 * The blocks, made with the sheet's first rule (the page is then nearly empty): `@media all{}` for rules without a
 * condition, one `@media` per condition Chakra writes (its breakpoints from small to large, hover, print), and the same
 * again inside `@layer recipes`. A rule that is one style rule, bare or in one of those at-rules, is written straight
 * to the end of its block; a rule of several is parsed by the browser into a sheet of its own (never on the page)
 * first, and each of its style rules goes to the end of its block. What changes against one block per rule: a rule
 * written later without a condition no longer follows an earlier rule with one. Chakra writes a class's rules together,
 * so a class's base still precedes its own conditions; the blocks' order (base, breakpoints small to large, hover,
 * print) is the order Chakra's conditions are meant to win in. A rule of any other shape (keyframes, another layer or
 * condition, a condition inside a condition) is written as before, at the end of the sheet.
 */

/** The conditions of Chakra's default theme that the console's styles use, in the order they should win. */
export const CONDITIONS: ReadonlyArray<string> = [
  'screen and (min-width: 30rem)',
  'screen and (min-width: 48rem)',
  'screen and (min-width: 64rem)',
  'screen and (min-width: 80rem)',
  'screen and (min-width: 96rem)',
  '(hover: hover)',
  'print',
];

/** The cascade layer Chakra writes its recipes' classes in at run time (reset, base and tokens are global CSS). */
export const LAYERS: ReadonlyArray<string> = ['recipes'];

/** Where a style rule goes: its layer ('' for none) and its condition ('' for none). */
const keyOf = (layer: string, condition: string): string => `${layer}|${condition}`;

/** The blocks in the order they are made: each layer's base, then its conditions. */
export const blockTexts = (): ReadonlyArray<{ readonly key: string; readonly text: string }> =>
  ['', ...LAYERS].flatMap((layer) =>
    ['', ...CONDITIONS].map((condition) => {
      const media = `@media ${condition === '' ? 'all' : condition}{}`;
      return { key: keyOf(layer, condition), text: layer === '' ? media : `@layer ${layer}{${media}}` };
    }),
  );

/** The parts of the CSSOM this reads: a rule, and a block or sheet rules can be added to. */
export interface RuleLike {
  readonly cssText: string;
  readonly cssRules?: ArrayLike<RuleLike>;
  /** a layer block's name */
  readonly name?: string;
  /** a media rule's condition */
  readonly conditionText?: string;
  readonly constructor: { readonly name: string };
}
export interface BlockLike {
  readonly cssRules: ArrayLike<RuleLike>;
  insertRule(rule: string, index: number): number;
}

/**
 * Each style rule of `rules` with the block it belongs to, in their order; null when one of them fits no block (the
 * whole rule is then written as before).
 */
export function placesOf(
  rules: ArrayLike<RuleLike>,
): ReadonlyArray<{ readonly key: string; readonly text: string }> | null {
  const places: Array<{ key: string; text: string }> = [];
  const visit = (list: ArrayLike<RuleLike>, layer: string, condition: string): boolean => {
    for (const rule of Array.from(list)) {
      const kind = rule.constructor.name;
      if (kind === 'CSSStyleRule') places.push({ key: keyOf(layer, condition), text: rule.cssText });
      else if (kind === 'CSSLayerBlockRule' && layer === '' && condition === '' && LAYERS.includes(rule.name ?? '')) {
        if (!visit(rule.cssRules ?? [], rule.name ?? '', condition)) return false;
      } else if (kind === 'CSSMediaRule' && condition === '' && CONDITIONS.includes(rule.conditionText ?? '')) {
        if (!visit(rule.cssRules ?? [], layer, rule.conditionText ?? '')) return false;
      } else return false;
    }
    return true;
  };
  return visit(rules, '', '') ? places : null;
}

/** The prefixes of a rule in one block, as Emotion writes them (minified), with the block they go to. */
const PREFIXES: ReadonlyArray<{ readonly prefix: string; readonly key: string }> = [
  ...CONDITIONS.map((condition) => ({ prefix: `@media ${condition}{`, key: keyOf('', condition) })),
  ...LAYERS.map((layer) => ({ prefix: `@layer ${layer}{`, key: keyOf(layer, '') })),
];

/** One style rule: one block of declarations, no at-rule (CSS values hold no braces). */
const oneStyleRule = (text: string): boolean =>
  !text.startsWith('@') && text.indexOf('{') >= 0 && text.indexOf('{') === text.lastIndexOf('{');

/**
 * Where a rule that is one style rule, bare or in one of the blocks' at-rules, goes without parsing it first (the
 * browser parses it as it is written into its block); null for any other (placesOf, after parsing).
 */
export function directPlaceOf(rule: string): { readonly key: string; readonly text: string } | null {
  if (oneStyleRule(rule)) return { key: keyOf('', ''), text: rule };
  if (!rule.endsWith('}')) return null;
  for (const { prefix, key } of PREFIXES) {
    if (!rule.startsWith(prefix)) continue;
    const inner = rule.slice(prefix.length, -1);
    return oneStyleRule(inner) ? { key, text: inner } : null;
  }
  return null;
}

/** What of Emotion's StyleSheet this changes: its insert, and the style elements it writes to. */
export interface EmotionSheetLike {
  insert(rule: string): void;
  readonly tags: ReadonlyArray<HTMLStyleElement>;
}

/**
 * Makes `sheet` write into the blocks (see above). `parse` reads a rule's text into rules without touching the page
 * (a constructed CSSStyleSheet); where the browser lacks cascade layers' CSSOM, nothing changes.
 */
export function groupRules(sheet: EmotionSheetLike, parse: ((text: string) => ArrayLike<RuleLike>) | null): void {
  if (parse === null) return;
  const write = sheet.insert.bind(sheet);
  let blocks: Map<string, BlockLike> | null | undefined;
  const made = (): Map<string, BlockLike> | null => {
    if (blocks !== undefined) return blocks;
    const texts = blockTexts();
    for (const { text } of texts) write(text);
    const target = sheet.tags[sheet.tags.length - 1]?.sheet;
    const made = new Map<string, BlockLike>();
    if (target) {
      const top = target.cssRules;
      texts.forEach(({ key, text }, i) => {
        const rule = top[top.length - texts.length + i] as unknown as RuleLike | undefined;
        // a layer's block holds the media block that rules go into
        const block = text.startsWith('@layer') ? rule?.cssRules?.[0] : rule;
        if (block && 'insertRule' in block) made.set(key, block as unknown as BlockLike);
      });
    }
    blocks = made.size === texts.length ? made : null;
    return blocks;
  };
  sheet.insert = (rule: string): void => {
    const to = made();
    if (to === null) return write(rule);
    // most rules are one style rule, bare or in one block: written straight into their block, read by the browser once
    const direct = directPlaceOf(rule);
    if (direct !== null) {
      const block = to.get(direct.key);
      try {
        block?.insertRule(direct.text, block.cssRules.length);
      } catch {
        // as Emotion's own insert: a rule this browser cannot read is left out
      }
      return;
    }
    let places: ReturnType<typeof placesOf>;
    try {
      places = placesOf(parse(rule));
    } catch {
      places = null;
    }
    if (places === null || places.length === 0) return write(rule);
    for (const { key, text } of places) {
      const block = to.get(key);
      try {
        // every key placesOf answers is one of the blocks made
        block?.insertRule(text, block.cssRules.length);
      } catch {
        // as Emotion's own insert: a rule this browser cannot read is left out
      }
    }
  };
}

/** The browser's parser for groupRules: a constructed style sheet, never adopted by the page. */
export const browserParse = (): ((text: string) => ArrayLike<RuleLike>) | null => {
  if (typeof CSSStyleSheet === 'undefined' || typeof CSSLayerBlockRule === 'undefined') return null;
  let scratch: CSSStyleSheet;
  try {
    scratch = new CSSStyleSheet();
  } catch {
    return null;
  }
  return (text) => {
    scratch.replaceSync(text);
    return scratch.cssRules as unknown as ArrayLike<RuleLike>;
  };
};
