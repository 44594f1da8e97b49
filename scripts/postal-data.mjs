/**
 * Postal data shipped with the console (BundledPostalLookup): one JSON file per 3-digit prefix,
 * generated at build time from the jquery-jpostal-ja package (Japan Post's KEN_ALL and JIGYOSYO
 * data, MIT licence). Each file maps the 7-digit code to [prefecture code 1-47, city, area, street],
 * the shape of the public postal-data host's files, so the browser fetches one small file per lookup.
 *
 *   node scripts/postal-data.mjs <outDir>   writes <outDir>/NNN.json and prints the total size
 * The vite plugin `postalData()` emits the same files as postal/NNN.json in every build and serves them in dev.
 */
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PREFECTURES = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
];

const sourceDir = () => join(dirname(createRequire(import.meta.url).resolve('jquery-jpostal-ja/package.json')), 'json');

/** The rows of one source file: jQuery_jpostal_callback([...]); an empty prefix has none. */
const rowsOf = (text) => {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end <= start) return [];
  return JSON.parse(text.slice(start, end + 1));
};

/** prefix → JSON text, for every prefix that has at least one code. */
export function buildPostalData() {
  const dir = sourceDir();
  const files = new Map();
  for (const name of readdirSync(dir)
    .filter((f) => /^\d{3}\.json$/.test(f))
    .sort()) {
    const entries = {};
    for (const row of rowsOf(readFileSync(join(dir, name), 'utf8'))) {
      const code = String(row[0] ?? '').replace(/^_/, '');
      const prefecture = PREFECTURES.indexOf(row[1]) + 1;
      if (!/^\d{7}$/.test(code) || prefecture === 0) continue;
      // the first row of a code is its main address; business codes repeat the area with a street
      if (!(code in entries)) entries[code] = [prefecture, row[2] ?? '', row[3] ?? '', row[4] ?? ''];
    }
    if (Object.keys(entries).length > 0) files.set(name.slice(0, 3), JSON.stringify(entries));
  }
  return files;
}

/** Vite plugin: postal/NNN.json in the build output, and served from memory by the dev server. */
export function postalData() {
  let cache = null;
  const data = () => (cache ??= buildPostalData());
  return {
    name: 'postal-data',
    generateBundle() {
      for (const [prefix, json] of data())
        this.emitFile({ type: 'asset', fileName: `postal/${prefix}.json`, source: json });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/postal\/(\d{3})\.json$/.exec(req.url ?? '');
        if (!match) return next();
        const json = data().get(match[1]);
        res.statusCode = json ? 200 : 404;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(json ?? '{}');
      });
    },
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const out = process.argv[2];
  const files = buildPostalData();
  let bytes = 0;
  if (out) mkdirSync(out, { recursive: true });
  for (const [prefix, json] of files) {
    bytes += Buffer.byteLength(json);
    if (out) writeFileSync(join(out, `${prefix}.json`), json);
  }
  console.log(`${files.size} files, ${bytes} bytes`);
}
