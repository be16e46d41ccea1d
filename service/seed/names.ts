// Invented apparel data for the demo workspace. Every company, brand and magazine name here is
// made up; Japanese and English names both appear, as they do in a Japanese apparel back office.

export const BRANDS: ReadonlyArray<readonly [string, string]> = [
  ['MNM', 'ミナモ テイラー'],
  ['KNR', 'きなり堂'],
  ['SRI', '空色工房'],
  ['TKA', '月灯り洋品店'],
  ['SRK', '白樺ニット'],
  ['AOB', 'あおば縫製所'],
  ['QFO', 'Quillfield Outfitters'],
  ['LKF', 'Larkspur & Finch'],
  ['HMK', 'Hollowmere Knit'],
  ['SMU', 'Saltmarsh Uniform'],
  ['ASG', 'Ashgrove Atelier'],
  ['NBW', 'Northbound Works'],
];

export const COLORS: ReadonlyArray<readonly [string, string]> = [
  ['BLK', 'ブラック'],
  ['WHT', 'ホワイト'],
  ['NVY', 'ネイビー'],
  ['GRY', 'グレー'],
  ['CGY', 'チャコールグレー'],
  ['BEG', 'ベージュ'],
  ['KHK', 'カーキ'],
  ['BRN', 'ブラウン'],
  ['OLV', 'オリーブ'],
  ['IVR', 'アイボリー'],
  ['CML', 'キャメル'],
  ['SAX', 'サックス'],
  ['RED', 'レッド'],
  ['MST', 'マスタード'],
];

export const SIZE_SYSTEMS: ReadonlyArray<readonly string[]> = [
  ['XS', 'S', 'M', 'L', 'XL'],
  ['0', '1', '2', '3'],
  ['36', '38', '40', '42', '44'],
];

export const SIZE_NAMES: Record<string, string> = {
  XS: 'XSサイズ',
  S: 'Sサイズ',
  M: 'Mサイズ',
  L: 'Lサイズ',
  XL: 'XLサイズ',
  '0': 'サイズ0',
  '1': 'サイズ1',
  '2': 'サイズ2',
  '3': 'サイズ3',
  '36': '36 (7号)',
  '38': '38 (9号)',
  '40': '40 (11号)',
  '42': '42 (13号)',
  '44': '44 (15号)',
};

export const SEASONS: ReadonlyArray<readonly [string, string]> = [
  ['26SS', '2026 春夏'],
  ['26AW', '2026 秋冬'],
  ['27SS', '2027 春夏'],
  ['27AW', '2027 秋冬'],
];

export const SUPPLIERS: ReadonlyArray<readonly [string, string]> = [
  ['SP001', '東和繊維工業'],
  ['SP002', '北陸テキスタイル'],
  ['SP003', '岡山ブルーデニム製作所'],
  ['SP004', 'Harborline Garment Co.'],
  ['SP005', 'Porto Alvura Knitwear'],
  ['SP006', 'Riverbend Sewing (Hanoi)'],
  ['SP007', '浪速ボタン商会'],
  ['SP008', 'Milano Tessuti Ombra'],
];

export const CUSTOMERS: ReadonlyArray<readonly [string, string]> = [
  ['CU001', 'セレクトショップ 青葉'],
  ['CU002', '百貨店 東雲 本店'],
  ['CU003', 'Little Harbor Boutique'],
  ['CU004', 'ECモール かさね'],
  ['CU005', 'セレクト 灯台 神戸店'],
  ['CU006', 'Maple Row Stores'],
  ['CU007', '百貨店 東雲 名古屋店'],
  ['CU008', 'Atelier Coin Vert'],
  ['CU009', 'ふくろう商店'],
  ['CU010', 'Blue Gull Select'],
];

export const CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  ['JK', 'テーラードジャケット'],
  ['CT', 'ステンカラーコート'],
  ['SH', 'オックスフォードシャツ'],
  ['KN', 'クルーネックニット'],
  ['PT', 'ワイドスラックス'],
  ['SK', 'プリーツスカート'],
  ['OP', 'シャツワンピース'],
  ['TS', 'ポケットTシャツ'],
  ['DN', 'セルビッジデニム'],
  ['CD', 'Shawl Collar Cardigan'],
  ['BL', 'Gathered Blouse'],
  ['VT', 'Quilted Vest'],
];

export const MATERIALS: readonly string[] = [
  'ウールギャバ',
  'リネン混',
  'オーガニックコットン',
  'カシミヤタッチ',
  'ストレッチ',
  'Washed',
  'Heavyweight',
  'Recycled Nylon',
];

export const PURPOSES = ['本生産', '追加', 'サンプル'] as const;

export const EXHIBITIONS: readonly string[] = [
  '2026AW 展示会',
  '2027SS 展示会',
  '2027SS 展示会 (大阪)',
  '2027SS 追加展示会',
  '2027AW 展示会',
];

export const MAGAZINES: readonly string[] = [
  'MODE JOURNAL',
  '月刊 きもちの服',
  'Urban Thread',
  'HOLIDAY CLOSET',
  '週刊 スタイルノート',
  'Field Notes for Men',
];

export const STYLISTS: readonly string[] = [
  'スタイリスト 中村 (フリー)',
  'Studio Nordlicht',
  'スタイリスト 高橋 事務所',
  'Agence Plume',
];

export const LEASE_PURPOSES: readonly string[] = [
  '雑誌撮影',
  '広告撮影',
  'タレント衣装',
  'ECルック撮影',
];

export const NOTES: readonly string[] = [
  '納期厳守でお願いします',
  '検品後に分納可',
  '前回ロットと色ブレ注意',
  'Rush: ship by air',
  '下札は新仕様',
  '返品条件は別紙参照',
];
