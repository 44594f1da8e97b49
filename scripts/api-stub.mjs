#!/usr/bin/env node
// A small, deterministic stand-in for the console's API, for scripts/bench-phone.mjs: it answers the
// calls the first minute makes (login, me, the plan, the lock list, groups, guests, organization cards,
// the contract, managers), as the spec describes them (docs/SPEC.md), with fixed data, compressed by
// Accept-Encoding as a CDN would. Loopback only; no state but the issued tokens. Not a test double of
// the server's rules: the in-memory world (src/infrastructure/memory) is that.
//   createApiStub({ v2BasePath }) -> (req, res) => boolean   (false: not an API path)
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { encodingFor } from './serve.mjs';

const ORG = { id: 101, name: '株式会社サンプル不動産', organization_type: 'card' };
const ME = { id: 7, name: '管理 太郎', email: 'manager@example.jp' };
const CREATED = '2026-04-01T09:00:00+09:00';

const lock = (i) => ({
  id: 1000 + i,
  model_id: i % 3 === 0 ? 4 : 1,
  serial_no: `QL${String(500000 + i)}`,
  battery_a: i % 7 === 0 ? 3 : 1,
  battery_b: 1,
  lock_setting: {
    lock_name: `${['本館', '別館', '倉庫', '会議室'][i % 4]} ${i + 1}号`,
    created_at: CREATED,
    on_upside: false,
    sub_lock: null,
    hub: i % 2 === 0 ? { serial_no: String(1000000 + i) } : null,
  },
  knights:
    i % 2 === 0
      ? [{ id: 5000 + i, model_id: 3, serial_no: `QP${600000 + i}`, use_case: 0, battery_a: 0, battery_b: 0 }]
      : [],
  groups: [{ id: 201, name: '1F 共用部グループ', whole: false }],
  logs: [{ logged_at: '2026-11-24T08:30:00+09:00', log_type: 'open', user_name: '山田 太郎', key_type: 'card' }],
});
const LOCKS = Array.from({ length: 12 }, (_, i) => lock(i));

const WEEKLY = {
  enable_monday: true,
  enable_tuesday: true,
  enable_wednesday: true,
  enable_thursday: true,
  enable_friday: true,
  enable_saturday: false,
  enable_sunday: false,
};
const GROUPS = [
  {
    id: 200,
    name: '全ロック',
    enable_offline: true,
    enable_remote: true,
    whole: true,
    guests: [],
    group_term_of_validity: null,
  },
  {
    id: 201,
    name: '1F 共用部グループ',
    enable_offline: true,
    enable_remote: false,
    whole: false,
    guests: [{ id: 301 }, { id: 302 }],
    group_term_of_validity: { daily: { enable_from_min: 480, expires_in: 600 }, weekly: WEEKLY },
  },
  {
    id: 202,
    name: '倉庫グループ',
    enable_offline: false,
    enable_remote: true,
    whole: false,
    guests: [],
    group_term_of_validity: null,
  },
];
const GUESTS = [
  '山田 太郎',
  '佐藤 花子',
  '鈴木 一郎',
  '高橋 美咲',
  '田中 健',
  '伊藤 さくら',
  '渡辺 翔',
  '中村 結衣',
  '小林 大輔',
  '加藤 陽菜',
  '吉田 拓海',
].map((name, i) => ({
  id: 301 + i,
  name,
  email: `guest${i + 1}@example.jp`,
  is_connected: i % 3 !== 0,
  groups: i < 2 ? [{ id: 201, name: '1F 共用部グループ' }] : [],
  verify_code: null,
  connection_request_date: null,
}));
const CARD_MASTERS = Array.from({ length: 8 }, (_, i) => ({
  id: 401 + i,
  name: `カード${String(i + 1).padStart(2, '0')}`,
  created_at: CREATED,
  guest_id: i < 3 ? 301 + i : null,
  guest: i < 3 ? { name: GUESTS[i].name } : null,
}));
const MANAGERS = [
  { id: 7, organization_id: ORG.id, name: ME.name, email: ME.email, created_at: CREATED, updated_at: CREATED },
  {
    id: 8,
    organization_id: ORG.id,
    name: '管理 花子',
    email: 'hanako@example.jp',
    created_at: CREATED,
    updated_at: CREATED,
  },
];
const ORGANIZATION = {
  ...ORG,
  division: '管理部',
  url: 'https://example.jp',
  tel: '0312345678',
  zip: '1000001',
  prefecture: '東京都',
  address: '千代田区千代田1-1',
  staff_name: '管理 太郎',
  staff_email: ME.email,
  invoice_requesting: false,
  payment_cycle: 'monthly',
  enable_pay_per_guests: false,
  user_count: 11,
  deliveries: [
    {
      name: '本社',
      zip: '1000001',
      prefecture: '東京都',
      address: '千代田区千代田1-1',
      staff_name: '管理 太郎',
      tel: '0312345678',
    },
  ],
};
const FUNCTIONS = {
  downloadLogCsv: true,
  downloadInoutLogCsv: true,
  downloadTimecardCsv: true,
  maximumManagerCount: 10,
  remainingManagerCount: 8,
  changeLockStateNotification: true,
  guestCsvRegistration: true,
  maximumPinCount: 50,
  displayLockLog: true,
  displayInoutLog: true,
  displayTimecard: true,
  maximumGuestCount: 100,
  remainingGuestCount: 89,
};
const PASSWORD = 'Passw0rd';

// as the in-memory world pages (src/infrastructure/memory/world/paging.ts, docs/DECODING.md): a page holds the
// per_page asked for, never more than the call's own size (a larger per_page is capped)
const page = (list, query, size) => {
  const asked = Number(query.get('per_page') ?? size);
  const per = Math.min(Number.isFinite(asked) && asked > 0 ? asked : size, size);
  const at = Math.max(1, Number(query.get('page') ?? 1));
  return list.slice((at - 1) * per, at * per);
};

/** The login body as JSON or form-encoded (v1 bodies are moving to form encoding; either is read). */
const fieldsOf = (type, text) => {
  if ((type ?? '').includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed = JSON.parse(text || '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
};

export const createApiStub = ({ v2BasePath = '/console/v2', log = () => {} } = {}) => {
  const tokens = new Set();
  const send = (req, res, status, body) => {
    const raw = Buffer.from(body === undefined ? '' : JSON.stringify(body));
    const encoding = raw.length > 0 ? encodingFor(req.headers['accept-encoding']) : null;
    const content =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 6 })
          : raw;
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      'Content-Length': content.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(content);
  };
  const authorized = (req) => tokens.has((req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));

  const routes = [
    [
      'POST',
      'v2',
      /^\/sessions\/?$/,
      (req, res, _m, _q, fields) => {
        if (fields.email !== ME.email || fields.password !== PASSWORD)
          return send(req, res, 401, { message: 'invalid credentials' });
        const token = `stub-token-${tokens.size + 1}`;
        tokens.add(token);
        return send(req, res, 201, { token });
      },
    ],
    ['DELETE', 'v2', /^\/sessions\/?$/, (req, res) => send(req, res, 204)],
    ['POST', 'v1', /^\/v1\/console\/error_reports$/, (req, res) => send(req, res, 204)],
    ['GET', 'v1', /^\/v1\/console\/managers\/me$/, (req, res) => send(req, res, 200, { me: ME, organizations: [ORG] })],
    ['GET', 'v2', /^\/console_functions\/?$/, (req, res) => send(req, res, 200, FUNCTIONS)],
    [
      'GET',
      'v1',
      /^\/v1\/console\/locks$/,
      // the spec's answer is {locks} only; the call takes no per_page: 10 a page, as the world serves
      (req, res, _m, q) => send(req, res, 200, { locks: page(LOCKS, new Map([['page', q.get('page') ?? '1']]), 10) }),
    ],
    ['GET', 'v1', /^\/v1\/console\/groups\/search$/, (req, res) => send(req, res, 200, { groups: GROUPS })],
    [
      'GET',
      'v1',
      /^\/v1\/console\/guests\/search$/,
      (req, res, _m, q) => send(req, res, 200, { guests: page(GUESTS, q, 10), total: GUESTS.length }),
    ],
    ['GET', 'v1', /^\/v1\/console\/guests\/all$/, (req, res) => send(req, res, 200, { guests: GUESTS })],
    [
      'GET',
      'v1',
      /^\/v1\/console\/card_masters$/,
      (req, res, _m, q) => send(req, res, 200, { card_masters: page(CARD_MASTERS, q, 20), total: CARD_MASTERS.length }),
    ],
    ['GET', 'v1', /^\/v1\/console\/organizations\/(\d+)$/, (req, res) => send(req, res, 200, ORGANIZATION)],
    [
      'GET',
      'v1',
      /^\/v1\/console\/organizations\/(\d+)\/plan$/,
      (req, res) => send(req, res, 200, [{ plan: { name: 'basic' }, amount: 3 }]),
    ],
    [
      'GET',
      'v1',
      /^\/v1\/console\/organizations\/(\d+)\/card$/,
      (req, res) =>
        send(req, res, 200, {
          default_card: 'card_1',
          cards: { data: [{ id: 'card_1', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 }] },
        }),
    ],
    [
      'GET',
      'v1',
      /^\/v1\/console\/managers\/search$/,
      // the response is not shown: the managers, no total
      (req, res) => send(req, res, 200, { managers: MANAGERS }),
    ],
    [
      'GET',
      'v1',
      /^\/v1\/console\/manager_invitations$/,
      // no body shown: the invitations, no total
      (req, res) => send(req, res, 200, { manager_invitations: [] }),
    ],
    // the lock panel's keypad counts (unregistered PINs and cards): none waiting
    [
      'GET',
      'v1',
      /^\/v1\/console\/knight_pins\/?$/,
      (req, res) => send(req, res, 200, { knight_pins: [], total: 0, total_with_registering: 0 }),
    ],
    [
      'GET',
      'v1',
      /^\/v1\/console\/knight_cards$/,
      (req, res) => send(req, res, 200, { knight_cards: [], total: 0, total_with_registering: 0 }),
    ],
    ['GET', 'v1', /^\/v1\/console\/notifications$/, (req, res) => send(req, res, 200, { notifications: [] })],
  ];

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const api = url.pathname.startsWith('/v1/') ? 'v1' : url.pathname.startsWith(`${v2BasePath}/`) ? 'v2' : null;
    if (!api) return false;
    const path = api === 'v2' ? url.pathname.slice(v2BasePath.length) : url.pathname;
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const route = routes.find(([method, on, pattern]) => method === req.method && on === api && pattern.test(path));
      log(`${req.method} ${url.pathname}${url.search}${route ? '' : '  (not stubbed: 404)'}`);
      if (!route) return send(req, res, 404, { message: 'not stubbed' });
      const open = route[2].source.includes('sessions') || route[2].source.includes('error_reports');
      if (!open && !authorized(req)) return send(req, res, 401, { message: 'unauthorized' });
      return route[3](
        req,
        res,
        path.match(route[2]),
        url.searchParams,
        fieldsOf(req.headers['content-type'], Buffer.concat(chunks).toString('utf8')),
      );
    });
    return true;
  };
};
