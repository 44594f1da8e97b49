import { describe, expect, it } from 'vitest';
import {
  blockTexts,
  directPlaceOf,
  groupRules,
  placesOf,
  type EmotionSheetLike,
  type RuleLike,
} from '../../../src/ui/shared/groupedRules';

/*
 * A CSSOM of the three kinds of rule groupRules reads, named as the browser's classes are (it tells them apart by
 * their constructor's name), and a parser for the texts Chakra writes: `@layer name{…}`, `@media cond{…}`, `sel{…}`.
 */
abstract class Group {
  readonly cssRules: RuleLike[] = [];
  insertRule(text: string, index: number): number {
    const [rule, ...more] = parse(text);
    if (!rule || more.length > 0) throw new SyntaxError(`not one rule: ${text}`);
    this.cssRules.splice(index, 0, rule);
    return index;
  }
  abstract readonly cssText: string;
}
class CSSStyleRule {
  constructor(readonly cssText: string) {}
}
class CSSLayerBlockRule extends Group {
  constructor(readonly name: string) {
    super();
  }
  get cssText(): string {
    return `@layer ${this.name}{${this.cssRules.map((r) => r.cssText).join('')}}`;
  }
}
class CSSMediaRule extends Group {
  constructor(readonly conditionText: string) {
    super();
  }
  get cssText(): string {
    return `@media ${this.conditionText}{${this.cssRules.map((r) => r.cssText).join('')}}`;
  }
}
class CSSKeyframesRule {
  constructor(readonly cssText: string) {}
}

function parse(text: string): RuleLike[] {
  const rules: RuleLike[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    let depth = 0;
    let close = open;
    for (; close < text.length; close++) {
      if (text[close] === '{') depth++;
      else if (text[close] === '}' && --depth === 0) break;
    }
    const head = text.slice(at, open).trim();
    const body = text.slice(open + 1, close);
    const layer = /^@layer (.+)$/.exec(head)?.[1];
    const media = /^@media (.+)$/.exec(head)?.[1];
    if (layer !== undefined || media !== undefined) {
      const group = layer !== undefined ? new CSSLayerBlockRule(layer) : new CSSMediaRule(media ?? '');
      group.cssRules.push(...parse(body));
      rules.push(group);
    } else if (head.startsWith('@keyframes')) rules.push(new CSSKeyframesRule(text.slice(at, close + 1)));
    else rules.push(new CSSStyleRule(`${head}{${body}}`));
    at = close + 1;
  }
  return rules;
}

/** Emotion's StyleSheet as groupRules sees it: one style element, each insert appended to its sheet's end. */
function emotionSheet(): EmotionSheetLike & { readonly top: Group; readonly written: string[] } {
  const top = new (class extends Group {
    readonly cssText = '';
  })();
  const written: string[] = [];
  return {
    top,
    written,
    tags: [{ sheet: top } as unknown as HTMLStyleElement],
    insert(rule: string) {
      written.push(rule);
      top.insertRule(rule, top.cssRules.length);
    },
  };
}

/** The sheet's style rules in the order they cascade (document order), each with the blocks it sits in. */
const inOrder = (rules: ArrayLike<RuleLike>, around = ''): string[] =>
  Array.from(rules).flatMap((rule) =>
    rule instanceof CSSLayerBlockRule
      ? inOrder(rule.cssRules, `${around}@layer ${rule.name} `)
      : rule instanceof CSSMediaRule
        ? inOrder(rule.cssRules, `${around}@media ${rule.conditionText} `)
        : [`${around}${rule.cssText}`],
  );

describe('groupRules: Emotion’s rules into blocks made once', () => {
  it('makes the blocks with the first rule, each layer’s base before its conditions, breakpoints small to large', () => {
    const sheet = emotionSheet();
    groupRules(sheet, parse);
    sheet.insert('.a{color:red}');
    expect(sheet.written).toEqual(blockTexts().map((b) => b.text));
    expect(sheet.top.cssRules.map((r) => r.cssText)).toEqual([
      '@media all{.a{color:red}}',
      '@media screen and (min-width: 30rem){}',
      '@media screen and (min-width: 48rem){}',
      '@media screen and (min-width: 64rem){}',
      '@media screen and (min-width: 80rem){}',
      '@media screen and (min-width: 96rem){}',
      '@media (hover: hover){}',
      '@media print{}',
      '@layer recipes{@media all{}}',
      '@layer recipes{@media screen and (min-width: 30rem){}}',
      '@layer recipes{@media screen and (min-width: 48rem){}}',
      '@layer recipes{@media screen and (min-width: 64rem){}}',
      '@layer recipes{@media screen and (min-width: 80rem){}}',
      '@layer recipes{@media screen and (min-width: 96rem){}}',
      '@layer recipes{@media (hover: hover){}}',
      '@layer recipes{@media print{}}',
    ]);
  });

  it('puts a recipe’s rules and its hover rules into their blocks: no new block on the sheet', () => {
    const sheet = emotionSheet();
    groupRules(sheet, parse);
    sheet.insert('@layer recipes{.b{padding:1px}.b>svg{width:1em}@media (hover: hover){.b:hover{color:blue}}}');
    sheet.insert('@layer recipes{.c{padding:2px}}');
    expect(sheet.top.cssRules).toHaveLength(blockTexts().length);
    expect(inOrder(sheet.top.cssRules)).toEqual([
      '@layer recipes @media all .b{padding:1px}',
      '@layer recipes @media all .b>svg{width:1em}',
      '@layer recipes @media all .c{padding:2px}',
      '@layer recipes @media (hover: hover) .b:hover{color:blue}',
    ]);
  });

  it('keeps a class’s base before its breakpoints, and the breakpoints small to large, whatever came first', () => {
    const sheet = emotionSheet();
    groupRules(sheet, parse);
    sheet.insert('@media screen and (min-width: 64rem){.d{gap:3px}}');
    sheet.insert('.e{gap:0}');
    sheet.insert('@media screen and (min-width: 48rem){.e{gap:2px}}');
    sheet.insert('@media print{.e{display:none}}');
    expect(inOrder(sheet.top.cssRules)).toEqual([
      '@media all .e{gap:0}',
      '@media screen and (min-width: 48rem) .e{gap:2px}',
      '@media screen and (min-width: 64rem) .d{gap:3px}',
      '@media print .e{display:none}',
    ]);
  });

  it('writes any other shape as before, at the end of the sheet', () => {
    const sheet = emotionSheet();
    groupRules(sheet, parse);
    const others = [
      '@media (prefers-reduced-motion: reduce){.f{animation:none}}',
      '@keyframes spin{from{rotate:0deg}to{rotate:360deg}}',
      '@layer base{.g{margin:0}}',
      '@media screen and (min-width: 48rem){@media (hover: hover){.h{color:red}}}',
    ];
    for (const rule of others) sheet.insert(rule);
    expect(sheet.written.slice(blockTexts().length)).toEqual(others);
    expect(sheet.top.cssRules).toHaveLength(blockTexts().length + others.length);
  });

  it('writes as before where the browser has no parser for it (no cascade layers’ CSSOM, jsdom)', () => {
    const sheet = emotionSheet();
    const before = sheet.insert;
    groupRules(sheet, null);
    expect(sheet.insert).toBe(before);
  });

  it('writes as before when a rule cannot be read, or the blocks are not where they were written', () => {
    const sheet = emotionSheet();
    groupRules(sheet, () => {
      throw new SyntaxError('unreadable');
    });
    sheet.insert('@layer recipes{.i{color:red}.i>svg{width:1em}}');
    expect(sheet.written.at(-1)).toBe('@layer recipes{.i{color:red}.i>svg{width:1em}}');
    const lost: EmotionSheetLike & { written: string[] } = {
      written: [],
      tags: [],
      insert(rule: string) {
        this.written.push(rule);
      },
    };
    groupRules(lost, parse);
    lost.insert('@layer recipes{.j{color:red}}');
    expect(lost.written.at(-1)).toBe('@layer recipes{.j{color:red}}');
  });
});

describe('directPlaceOf and placesOf', () => {
  it('writes one style rule, bare or in one of the blocks’ at-rules, without parsing it first', () => {
    const sheet = emotionSheet();
    const parsed: string[] = [];
    groupRules(sheet, (text) => (parsed.push(text), parse(text)));
    sheet.insert('.m{color:red}');
    sheet.insert('@layer recipes{.m{padding:0}}');
    sheet.insert('@media screen and (min-width: 48rem){.m{color:blue}}');
    sheet.insert('@media print{.m{display:none}}');
    expect(parsed).toEqual([]);
    sheet.insert('@layer recipes{.n{padding:0}@media (hover: hover){.n:hover{color:red}}}');
    sheet.insert('@media (hover: hover){.o:hover{color:red}.o:hover>svg{color:red}}');
    expect(parsed).toHaveLength(2);
    expect(inOrder(sheet.top.cssRules)).toEqual([
      '@media all .m{color:red}',
      '@media screen and (min-width: 48rem) .m{color:blue}',
      '@media (hover: hover) .o:hover{color:red}',
      '@media (hover: hover) .o:hover>svg{color:red}',
      '@media print .m{display:none}',
      '@layer recipes @media all .m{padding:0}',
      '@layer recipes @media all .n{padding:0}',
      '@layer recipes @media (hover: hover) .n:hover{color:red}',
    ]);
  });

  it('leaves to the parser what is not one style rule in a known block', () => {
    expect(directPlaceOf('.p{color:red}')).toEqual({ key: '|', text: '.p{color:red}' });
    expect(directPlaceOf('@layer recipes{.p{color:red}}')).toEqual({ key: 'recipes|', text: '.p{color:red}' });
    expect(directPlaceOf('@layer recipes{.p{color:red}.q{color:red}}')).toBeNull();
    expect(directPlaceOf('@media (prefers-reduced-motion: reduce){.p{color:red}}')).toBeNull();
    expect(directPlaceOf('@keyframes spin{from{opacity:0}}')).toBeNull();
  });

  it('answers null for a condition inside a condition or a layer other than recipes', () => {
    expect(placesOf(parse('@layer tokens{.k{color:red}}'))).toBeNull();
    expect(placesOf(parse('@media print{@layer recipes{.l{color:red}}}'))).toBeNull();
  });
});
