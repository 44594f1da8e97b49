import { describe, expect, it } from 'vitest';
import { formatPassWindow, passMailtoOf, passShareText, type PassShare } from '../../../src/ui/visitors/shareText';

const SHARE: PassShare = {
  organizationName: '株式会社キュリオデモ',
  name: '山田 一郎（◯◯工務店）',
  pin: '482913',
  timeFrom: '2026-11-27T11:00:00+09:00',
  timeTill: '2026-11-27T13:00:00+09:00',
  doors: [
    { lockName: '本社 正面玄関', side: 'outdoor' },
    { lockName: '本社 通用口', side: 'outdoor' },
  ],
};

describe('the share text of a pass', () => {
  it('says the organization, the doors, the code, the window in Japan time and how to enter it', () => {
    expect(passShareText(SHARE)).toBe(
      [
        '【株式会社キュリオデモ】来訪用の暗証番号のお知らせ',
        '',
        '山田 一郎（◯◯工務店） 様',
        '',
        '下記の扉は、有効期間中にキーパッドへ暗証番号を入力して開けられます。',
        '',
        '扉：本社 正面玄関（屋外側）、本社 通用口（屋外側）',
        '暗証番号：482913',
        '有効期間：2026年11月27日(金) 11:00〜13:00',
        '入力方法：キーパッドで暗証番号を入力し、最後に ✓（確定）を押してください。',
        '',
        '有効期間外は使えません。この暗証番号はほかの方に伝えないでください。',
      ].join('\n'),
    );
  });

  it('writes both dates of a window across midnight, in Japan time whatever the offset sent', () => {
    expect(formatPassWindow('2026-11-27T14:00:00Z', '2026-11-27T16:00:00Z')).toBe(
      '2026年11月27日(金) 23:00〜2026年11月28日(土) 01:00',
    );
  });

  it('names a door with both sides once per side', () => {
    const text = passShareText({
      ...SHARE,
      doors: [
        { lockName: '本社 正面玄関', side: 'outdoor' },
        { lockName: '本社 正面玄関', side: 'indoor' },
      ],
    });
    expect(text).toContain('扉：本社 正面玄関（屋外側）、本社 正面玄関（屋内側）\n');
  });

  it('mails the subject and the message percent-encoded, lines ended by CRLF, to no address', () => {
    const link = passMailtoOf(SHARE);
    expect(link.startsWith('mailto:?subject=')).toBe(true);
    const query = new URLSearchParams(link.slice('mailto:?'.length).replace(/\+/g, '%2B'));
    expect(query.get('subject')).toBe('【株式会社キュリオデモ】来訪用の暗証番号のお知らせ');
    expect(query.get('body')).toBe(passShareText(SHARE).split('\n').slice(2).join('\r\n'));
    // nothing a mail client would read as another field or a line break of the link itself
    expect(link).not.toMatch(/[\s&](?!body=)/);
  });
});
