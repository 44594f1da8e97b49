import { useEffect, useState } from 'react';

/**
 * The terms of use and the rental terms shown in the confirmation step's embedded frame.
 * Translation: the spec names the documents but not their text; this is the console's own wording,
 * kept as a self-contained document so the frame needs no other origin.
 */
const ARTICLES: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  [
    '利用規約',
    [
      '第1条（適用）本規約は、当社が提供するスマートロック管理サービス（以下「本サービス」）の利用に関する条件を定めるものです。',
      '第2条（申込み）本サービスの利用を希望する法人または個人事業主は、当社所定の方法により申し込むものとし、当社の審査をもって契約が成立します。',
      '第3条（料金）利用料金は、お申し込み時に表示される月額料金とし、初月のご利用料金は無料とします。',
      '第4条（禁止事項）利用者は、法令に違反する行為、第三者の権利を侵害する行為、本サービスの運営を妨げる行為をしてはなりません。',
      '第5条（免責）当社は、通信障害その他当社の責めに帰さない事由により生じた損害について、責任を負いません。',
    ],
  ],
  [
    'レンタル規約',
    [
      '第1条（レンタル機器）当社は、お申し込みの台数のロック、パッドその他の機器（以下「レンタル機器」）を貸し出します。',
      '第2条（設置）プロプランの設置作業は、お申し込み時の設置希望日のいずれかで、当社が調整のうえ実施します。',
      '第3条（管理）利用者は、レンタル機器を善良な管理者の注意をもって使用・保管するものとします。',
      '第4条（返却）契約が終了したときは、利用者はレンタル機器を当社の指定する方法で返却するものとします。',
    ],
  ],
];

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const TERMS_DOCUMENT = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>利用規約・レンタル規約</title>
<style>body{font-family:system-ui,sans-serif;font-size:13px;line-height:1.7;margin:12px;color:#1a202c}h2{font-size:14px;margin:16px 0 8px}p{margin:0 0 8px}</style></head><body>
${ARTICLES.map(([title, lines]) => `<h2>${escape(title)}</h2>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}`).join('')}
</body></html>`;

/**
 * The terms document's URL for the frame: a blob: URL of this page (the CSP's frame-src allows blob:). Not srcdoc:
 * srcdoc is a Trusted Types sink (TrustedHTML), which the CSP keeps closed to everything but the one script-URL
 * policy. Revoked when the step unmounts.
 */
export const useTermsDocumentUrl = (): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(new Blob([TERMS_DOCUMENT], { type: 'text/html;charset=utf-8' }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, []);
  return url;
};
