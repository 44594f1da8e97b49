import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { BundledPostalLookup } from '../../../src/infrastructure/browser/postal/BundledPostalLookup';
import { postalSourceOf } from '../../../src/infrastructure/browser/postal/bindPostalLookup';
import { readPostalFile } from '../../../src/infrastructure/browser/postal/postalFile';
import {
  YubinbangoPostalLookup,
  type ScriptHost,
} from '../../../src/infrastructure/browser/postal/YubinbangoPostalLookup';
import { buildPostalData } from '../../../scripts/postal-data.mjs';

const CHIYODA = { prefecture: '東京都', city: '千代田区', area: '千代田', street: '' };

/** A fake document: each appended script either answers through $yubin, fails, or never answers. */
const scriptHost = (
  behaviour: (src: string, win: Record<string, unknown>, script: { onerror: (() => void) | null }) => void,
) => {
  const loaded: string[] = [];
  const timers: Array<() => void> = [];
  const win: Record<string, unknown> = {};
  const host: ScriptHost = {
    window: win,
    document: {
      head: { appendChild: (node: Node) => node } as unknown as HTMLHeadElement,
      createElement: (() => {
        const script = {
          onerror: null as (() => void) | null,
          charset: '',
          remove: () => undefined,
          set src(value: string) {
            loaded.push(value);
            queueMicrotask(() => behaviour(value, win, script));
          },
        };
        return script;
      }) as unknown as Document['createElement'],
    },
    setTimeout: (handler) => timers.push(handler),
    clearTimeout: () => undefined,
  };
  return { host, loaded, fireTimers: () => timers.splice(0).forEach((t) => t()) };
};

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

describe('YubinbangoPostalLookup (the public host, callback-style script)', () => {
  it('loads <host>/NNN.js, which answers through $yubin, and cleans the callback up', async () => {
    const { host, loaded } = scriptHost((_src, win) =>
      (win.$yubin as (d: unknown) => void)({ '1000001': [13, '千代田区', '千代田', ''] }),
    );
    const lookup = new YubinbangoPostalLookup(() => host);
    expect(await lookup.lookup('1000001')).toEqual(E.right(CHIYODA));
    expect(await lookup.lookup('1000002')).toEqual(E.right(undefined));
    expect(loaded).toEqual(['https://yubinbango.github.io/yubinbango-data/data/100.js']);
    expect(host.window.$yubin).toBeUndefined();
  });

  it('no answer within the time-out is the Timeout error', async () => {
    const { host, fireTimers } = scriptHost(() => undefined);
    const lookup = new YubinbangoPostalLookup(() => host);
    const pending = lookup.lookup('1000001');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireTimers();
    expect(await pending).toEqual(E.left({ _tag: 'PostalLookupFailed', message: 'Timeout' }));
  });

  it('a script that fails to load is an error', async () => {
    const { host } = scriptHost((_src, _win, script) => script.onerror?.());
    expect(await new YubinbangoPostalLookup(() => host).lookup('1000001')).toEqual(
      E.left({ _tag: 'PostalLookupFailed', message: 'Script load failed' }),
    );
  });

  it('the source: shipped data in memory and mock-http modes, the public host in production unless configured', () => {
    expect(postalSourceOf('memory', undefined)).toBe('bundled');
    expect(postalSourceOf('mock-http', undefined)).toBe('bundled');
    expect(postalSourceOf('http', undefined)).toBe('yubinbango');
    expect(postalSourceOf('http', 'bundled')).toBe('bundled');
  });
});
