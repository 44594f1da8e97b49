import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScriptGlobal, type ScriptHost } from '../../../src/infrastructure/browser/payjp/loadScript';
import { PayjpPaymentCardProvider } from '../../../src/infrastructure/browser/payjp/PayjpPaymentCardProvider';
import { rightOf } from '../../support/outcomes';

/** A stand-in for js.pay.jp/v2/pay.js: the same global and the calls the adapter makes, recorded on window. */
const STAND_IN = `
window.Payjp = function (key, options) {
  window.__payjp = { key: key, options: options, tokens: [] };
  var field = function (type) { return { type: type, mount: function (t) { window.__payjp['mounted_' + type] = t; }, on: function () {}, clear: function () {}, unmount: function () {} }; };
  return {
    elements: function () { return { create: field }; },
    createToken: function (element, data) {
      window.__payjp.tokens.push({ element: element.type, data: data });
      return Promise.resolve(data.card.name === 'DECLINED' ? { error: { message: 'Your card was declined.', code: 'card_declined' } } : { id: 'tok_standin' });
    },
  };
};`;

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/pay.js') response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(STAND_IN);
    else if (request.url === '/empty.js')
      response.writeHead(200, { 'Content-Type': 'text/javascript' }).end('window.SomethingElse = 1;');
    else if (request.url === '/slow.js') setTimeout(() => response.writeHead(200).end(STAND_IN), 2000);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A page that really fetches and runs external scripts, as a browser would. */
const page = (): ScriptHost & { readonly window: JSDOM['window'] } => {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: `${origin}/`,
    runScripts: 'dangerously',
    resources: 'usable',
  });
  return { document: dom.window.document, window: dom.window };
};

describe('the PAY.JP script loader', () => {
  it('loads the script and hands back its global', async () => {
    const host = page();
    const result = rightOf(await loadScriptGlobal(`${origin}/pay.js`, 'Payjp', 1000, host));
    expect(typeof result).toBe('function');
    expect(host.document.querySelectorAll('script')).toHaveLength(1);
  });

  it('reports a script that fails to load', async () => {
    const host = page();
    expect(await loadScriptGlobal(`${origin}/missing.js`, 'Payjp', 1000, host)).toEqual(E.left('script-failed'));
    expect(host.document.querySelectorAll('script')).toHaveLength(0);
  });

  it('gives up after the timeout', async () => {
    expect(await loadScriptGlobal(`${origin}/slow.js`, 'Payjp', 150, page())).toEqual(E.left('timeout'));
  });

  it('reports a script that ran but left no Payjp global', async () => {
    expect(await loadScriptGlobal(`${origin}/empty.js`, 'Payjp', 1000, page())).toEqual(E.left('missing-global'));
  });
});

describe('the PAY.JP card provider over the stand-in', () => {
  it('creates the three secure fields with the public key and asks for a token with 3-D Secure, name and phone', async () => {
    const host = page();
    const loaded = rightOf(await new PayjpPaymentCardProvider('pk_test_local', host, 1000, `${origin}/pay.js`).load());
    loaded.mount({ number: 'n', expiry: 'e', cvc: 'c' }, () => undefined);
    const token = await loaded.createToken({ name: 'TARO YAMADA', phone: '+819012345678' });
    expect(token).toEqual(E.right('tok_standin'));
    const recorded = (host.window as unknown as { __payjp: Record<string, unknown> }).__payjp;
    expect(recorded).toMatchObject({
      key: 'pk_test_local',
      mounted_cardNumber: '#n',
      mounted_cardExpiry: '#e',
      mounted_cardCvc: '#c',
      tokens: [
        {
          element: 'cardNumber',
          data: { three_d_secure: true, card: { name: 'TARO YAMADA', phone: '+819012345678' } },
        },
      ],
    });
  });

  it('passes the provider’s own message on a declined card', async () => {
    const loaded = rightOf(
      await new PayjpPaymentCardProvider('pk_test_local', page(), 1000, `${origin}/pay.js`).load(),
    );
    expect(await loaded.createToken({ name: 'DECLINED', phone: '+819012345678' })).toEqual(
      E.left({ _tag: 'PaymentCardTokenError', message: 'Your card was declined.' }),
    );
  });

  it('is unavailable when the script cannot load, and without a public key does not even try', async () => {
    expect(await new PayjpPaymentCardProvider('pk_test_local', page(), 1000, `${origin}/missing.js`).load()).toEqual(
      E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'script-failed' }),
    );
    const host = page();
    expect(await new PayjpPaymentCardProvider('', host, 1000, `${origin}/pay.js`).load()).toEqual(
      E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'no-key' }),
    );
    expect(host.document.querySelectorAll('script')).toHaveLength(0);
  });
});
