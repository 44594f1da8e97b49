/** The words the large organization is made of: 60 family names × 50 given names = 3,000 different guests. */

// prettier-ignore
export const FAMILY_NAMES = [
  '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤',
  '吉田', '山田', '佐々木', '山口', '松本', '井上', '木村', '林', '斎藤', '清水',
  '山崎', '森', '池田', '橋本', '阿部', '石川', '山下', '中島', '石井', '小川',
  '前田', '岡田', '長谷川', '藤田', '後藤', '近藤', '村上', '遠藤', '青木', '坂本',
  '斉藤', '福田', '太田', '西村', '藤井', '金子', '岡本', '藤原', '中野', '三浦',
  '原田', '中川', '松田', '竹内', '小野', '田村', '中山', '和田', '石田', '森田',
] as const;

// prettier-ignore
export const GIVEN_NAMES = [
  '翔', '大輔', '拓也', '誠', '亮', '剛', '隼人', '直樹', '大樹', '悠斗',
  '蓮', '颯太', '陸', '湊', '樹', '大翔', '悠真', '陽太', '健太', '一郎',
  '美咲', '陽子', '彩', '由美', '真理', '花子', '恵', '千尋', 'さくら', '愛',
  '奈々', '結衣', '葵', '美月', '凛', '陽菜', '結菜', '芽依', '莉子', '真央',
  '恭平', '和也', '智子', '裕子', '直美', '康介', '雅人', '麻衣', '沙織', '舞',
] as const;

/** Ten sites of twenty doors each: the 200 locks. */
// prettier-ignore
export const BUILDINGS = [
  '本館', '東館', '西館', '南館', '北館', '研究棟', '物流センター', '大阪支社', '名古屋支社', '福岡支社',
] as const;

/** The twenty doors of a site; the last (屋上扉) is the door no group reaches. */
// prettier-ignore
export const DOORS = [
  '1F 正面玄関', '1F 通用口', '1F 受付', '1F 倉庫', '2F 執務室A', '2F 執務室B', '2F 会議室A', '2F 会議室B',
  '3F 執務室A', '3F 執務室B', '3F 会議室', '3F 資料室', '4F 役員室', '4F 応接室', '4F サーバールーム',
  '4F 休憩室', '5F 研修室', '5F 更衣室（男性）', '5F 更衣室（女性）', '屋上扉',
] as const;

/** Who a PIN is for. */
// prettier-ignore
export const PIN_PURPOSES = [
  '清掃業者', '警備会社', '配送業者', '来客用', '設備点検', '臨時作業員', '夜間スタッフ', '派遣スタッフ',
  '内装業者', '検針員', '保守点検', '引越業者',
] as const;
