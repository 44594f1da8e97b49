// A certificate of its own for a benchmark served over HTTPS with HTTP/2 on loopback (scripts/lighthouse.mjs), as a
// CDN serves the console: one connection carrying every file at once, where HTTP/1.1 gives a browser six per origin
// and the console's first load asks for 40-60 files (docs/PERFORMANCE.md, "HTTP/2"). Made for 127.0.0.1 by openssl
// (Node cannot sign a certificate) in a temporary folder; Chromium is told to trust it by its public key's hash
// (--ignore-certificate-errors-spki-list), so the page is a secure one, as in production, and nothing is installed.
//   const tls = makeLocalTls();  serveWithStub({ dist, tls });  chromium flag: tls.chromiumFlag
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const makeLocalTls = () => {
  const folder = mkdtempSync(join(tmpdir(), 'local-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { encoding: 'utf8' },
    );
    if (made.error || made.status !== 0)
      throw new Error(
        `openssl could not make the benchmark's certificate (PROTOCOL=h1 measures over HTTP/1.1 without one): ${
          made.error?.message ?? made.stderr
        }`,
      );
    const key = readFileSync(join(folder, 'key.pem'));
    const cert = readFileSync(join(folder, 'cert.pem'));
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    const hash = createHash('sha256').update(spki).digest('base64');
    return { key, cert, chromiumFlag: `--ignore-certificate-errors-spki-list=${hash}` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
