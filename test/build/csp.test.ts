import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, TRUSTED_TYPES_POLICY } from '../../scripts/csp.mjs';
import { createStaticServer } from '../../scripts/serve.mjs';

const directives = (csp: string): Map<string, string> =>
  new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('the Content-Security-Policy: Trusted Types, and PAY.JP the only third-party script', () => {
  const csp = directives(contentSecurityPolicy({ apiOrigin: 'https://api.example.jp' }));

  it("enforces Trusted Types for every script sink, with the console's one policy and no other", () => {
    expect(csp.get('require-trusted-types-for')).toBe("'script'");
    expect(csp.get('trusted-types')).toBe('console-script-url');
    expect(TRUSTED_TYPES_POLICY).toBe('console-script-url');
  });

  it("loads scripts from the site and PAY.JP's host only: no postal-data host, no inline or eval'd script", () => {
    expect(csp.get('script-src')).toBe("'self' https://js.pay.jp");
    expect(csp.get('frame-src')).toBe("'self' blob: https://js.pay.jp https://api.pay.jp");
  });

  it('reports violations to no one but the page (no report-uri, no report-to)', () => {
    expect(csp.has('report-uri')).toBe(false);
    expect(csp.has('report-to')).toBe(false);
  });

  it('the mock-http test build alone leaves Trusted Types out (MSW registers its worker with a plain URL)', () => {
    const loose = directives(contentSecurityPolicy({ trustedTypes: false }));
    expect(loose.has('require-trusted-types-for')).toBe(false);
    expect(loose.has('trusted-types')).toBe(false);
    expect(loose.get('script-src')).toBe("'self' https://js.pay.jp");
  });
});

describe('scripts/serve.mjs sends the Trusted Types policy to every build but the mock-http one', () => {
  const cspOf = async (files: ReadonlyArray<string>): Promise<string> => {
    const root = mkdtempSync(join(tmpdir(), 'serve-csp-'));
    files.forEach((f) => writeFileSync(join(root, f), ''));
    const server = createStaticServer(root);
    try {
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      return await new Promise<string>((resolve, reject) => {
        request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/login`, (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy']));
        })
          .on('error', reject)
          .end();
      });
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  };

  it('a build without MSW (production, demo) gets require-trusted-types-for and the one policy', async () => {
    const csp = await cspOf(['index.html']);
    expect(csp).toContain("require-trusted-types-for 'script'; trusted-types console-script-url");
  });

  it("the mock-http build (MSW's worker script in it) does not", async () => {
    const csp = await cspOf(['index.html', 'mockServiceWorker.js']);
    expect(csp).not.toContain('trusted-types');
  });
});

// npm test builds dist/, dist-demo/ and dist-mockhttp/ before this runs (as test/build/bundle.test.ts)
const built = ['dist', 'dist-demo', 'dist-mockhttp'].every((d) => existsSync(join(d, 'assets')));
const scriptsOf = (dir: string): string =>
  readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, 'assets', f), 'utf8'))
    .join('\n');

describe.runIf(built)('the production build reads its postal data from its own origin', () => {
  it('ships postal/NNN.json and references no postal-data host', () => {
    const tokyo = JSON.parse(readFileSync('dist/postal/100.json', 'utf8')) as Record<string, unknown>;
    expect(tokyo['1000001']).toEqual([13, '千代田区', '千代田', '']);
    const code = scriptsOf('dist');
    expect(code).not.toContain('yubinbango');
    expect(code).not.toContain('github.io');
    expect(code).not.toContain('$yubin');
  });

  it("holds MSW's worker script in the mock-http build only", () => {
    expect(existsSync('dist-mockhttp/mockServiceWorker.js')).toBe(true);
    expect(existsSync('dist/mockServiceWorker.js')).toBe(false);
    expect(existsSync('dist-demo/mockServiceWorker.js')).toBe(false);
  });
});
