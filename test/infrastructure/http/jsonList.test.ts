import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { HttpClient, type JsonSpec } from '../../../src/infrastructure/http/HttpClient';
import { listOrWrapped, listRowsOf } from '../../../src/infrastructure/http/codecs/common';
import type { Timers } from '../../../src/infrastructure/http/readBody';
import { RecordingEvents } from '../../support/backends';

const Row = t.type({ id: t.number, name: t.string });
const Rows = listOrWrapped('rows', Row);

/** A client answering `body`; its timers count the tasks jsonList let the page in with. */
const clientAnswering = (body: unknown) => {
  let yielded = 0;
  const timers: Timers = {
    set: (run, ms) => {
      if (ms === 0) yielded += 1;
      return setTimeout(run, ms);
    },
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const client = new HttpClient(
    { apiOrigin: 'https://api.example.jp', v2BasePath: '/console/v2', requestTimeoutMs: 5000 },
    { tokenForThisTab: () => null },
    new RecordingEvents(),
    () => null,
    (async () =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
    timers,
  );
  return { client, yielded: () => yielded };
};

const spec: JsonSpec<ReadonlyArray<t.TypeOf<typeof Row>>> = { method: 'GET', api: 'v1', path: '/v1/rows', codec: Rows };
const listSpec = { ...spec, rowsOf: listRowsOf('rows'), row: Row };

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `名前 ${i + 1}` }));

describe('HttpClient.jsonList: a long list decoded a slice at a time', () => {
  it.each([
    ['a bare list', rows(3)],
    ['a wrapped list', { rows: rows(3) }],
    ['an empty list', []],
  ])('answers what json answers for %s', async (_name, body) => {
    const whole = await clientAnswering(body).client.json(spec);
    const sliced = await clientAnswering(body).client.jsonList(listSpec);
    expect(sliced).toEqual(whole);
    expect(E.isRight(sliced)).toBe(true);
  });

  it.each([
    ['a row that does not decode', { rows: [...rows(250), { id: 'x' }] }],
    ['rows that are not a list', { rows: 'none' }],
    ['no body of the shape', { other: 1 }],
  ])('fails as json fails for %s (the same contract violation)', async (_name, body) => {
    const whole = await clientAnswering(body).client.json(spec);
    const sliced = await clientAnswering(body).client.jsonList(listSpec);
    expect(E.isLeft(whole)).toBe(true);
    expect(sliced).toEqual(whole);
  });

  it('lets the page in between slices of a list too long for one task, and keeps every row in order', async () => {
    const body = rows(20_000);
    const { client, yielded } = clientAnswering(body);
    // a slow decoder: each row 0.01 ms at least, so 20,000 rows take 200 ms, over 8 ms a slice
    const slow = new t.Type<t.TypeOf<typeof Row>, unknown, unknown>(
      'slow row',
      Row.is,
      (u, c) => {
        const until = performance.now() + 0.01;
        while (performance.now() < until);
        return Row.validate(u, c);
      },
      t.identity,
    );
    const sliced = await client.jsonList({ ...listSpec, row: slow });
    expect(sliced).toEqual(E.right(body));
    expect(yielded()).toBeGreaterThan(5);
  });

  it('decodes a short list in the task it arrives in', async () => {
    const { client, yielded } = clientAnswering(rows(99));
    await client.jsonList(listSpec);
    expect(yielded()).toBe(0);
  });
});
