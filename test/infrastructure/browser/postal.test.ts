import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { PostalLookup } from '../../../src/application/signup/ports/PostalLookup';
import {
  BundledPostalLookup,
  fetchShippedPostalFile,
  POSTAL_TIMEOUT_MS,
} from '../../../src/infrastructure/browser/postal/BundledPostalLookup';
import { readPostalFile } from '../../../src/infrastructure/browser/postal/postalFile';
import { buildPostalData } from '../../../scripts/postal-data.mjs';
import { httpBackend, memoryBackend } from '../../support/backends';

const CHIYODA = { prefecture: '東京都', city: '千代田区', area: '千代田', street: '' };

describe('postal data files', () => {
  it('reads { code: [prefecture code, city, area, street] } tolerantly', () => {
    const file = readPostalFile({
      '1000001': [13, '千代田区', '千代田', ''],
      '0600000': [1, '札幌市中央区'],
      bad: [1, 'x'],
      '1000002': ['13', 'x'],
      '9999999': [48, 'x'],
    });
    expect([...file.entries()]).toEqual([
      ['1000001', CHIYODA],
      ['0600000', { prefecture: '北海道', city: '札幌市中央区', area: '', street: '' }],
    ]);
  });

  it('the build writes one file per 3-digit prefix from the Japan Post data of jquery-jpostal-ja', () => {
    const files = buildPostalData();
    expect(files.size).toBeGreaterThan(900);
    const tokyo = readPostalFile(JSON.parse(files.get('100') ?? '{}'));
    expect(tokyo.get('1000001')).toEqual(CHIYODA);
    expect(readPostalFile(JSON.parse(files.get('530') ?? '{}')).get('5300001')).toMatchObject({
      prefecture: '大阪府',
      city: '大阪市北区',
      area: '梅田',
    });
  }, 60_000);
});

describe('BundledPostalLookup (shipped data)', () => {
  it('fetches only the prefix file of the code, once per prefix', async () => {
    const fetched: string[] = [];
    const lookup = new BundledPostalLookup(async (prefix) => {
      fetched.push(prefix);
      return { '1000001': [13, '千代田区', '千代田', ''] };
    });
    expect(await lookup.lookup('1000001')).toEqual(E.right(CHIYODA));
    expect(await lookup.lookup('1009999')).toEqual(E.right(undefined));
    expect(fetched).toEqual(['100']);
  });

  it('a failed file is an error, and is fetched again next time', async () => {
    let calls = 0;
    const lookup = new BundledPostalLookup(async () => {
      calls += 1;
      if (calls === 1) throw new Error('postal data 100: 500');
      return { '1000001': [13, '千代田区', '千代田', ''] };
    });
    expect(await lookup.lookup('1000001')).toEqual(
      E.left({ _tag: 'PostalLookupFailed', message: 'postal data 100: 500' }),
    );
    expect(await lookup.lookup('1000001')).toEqual(E.right(CHIYODA));
  });
});

describe("the postal data comes from the console's own origin, in every build", () => {
  it('the production (http) container looks postal codes up in the shipped data, not on a public host', () => {
    expect(httpBackend().container.get(PostalLookup)).toBeInstanceOf(BundledPostalLookup);
    expect(memoryBackend().container.get(PostalLookup)).toBeInstanceOf(BundledPostalLookup);
  });

  it("fetches <base>postal/NNN.json of the site itself, and a missing prefix (404) is 'not found'", async () => {
    const asked: string[] = [];
    const fetchFile = (async (url: string) => {
      asked.push(url);
      return url.endsWith('/100.json')
        ? new Response(JSON.stringify({ '1000001': [13, '千代田区', '千代田', ''] }))
        : new Response('{}', { status: 404 });
    }) as typeof fetch;
    const lookup = new BundledPostalLookup(fetchShippedPostalFile('/console', POSTAL_TIMEOUT_MS, fetchFile));
    expect(await lookup.lookup('1000001')).toEqual(E.right(CHIYODA));
    expect(await lookup.lookup('0000001')).toEqual(E.right(undefined));
    expect(asked).toEqual(['/console/postal/100.json', '/console/postal/000.json']);
  });

  it("gives up after the spec's time-out with the 'Timeout' error, and tries again next time", async () => {
    expect(POSTAL_TIMEOUT_MS).toBe(60_000);
    const never = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as typeof fetch;
    const lookup = new BundledPostalLookup(fetchShippedPostalFile('/', 20, never));
    expect(await lookup.lookup('1000001')).toEqual(E.left({ _tag: 'PostalLookupFailed', message: 'Timeout' }));
    expect(await lookup.lookup('1000001')).toEqual(E.left({ _tag: 'PostalLookupFailed', message: 'Timeout' }));
  });
});
