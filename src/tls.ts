// TLS material: the configured certificate, or a self-signed one made on first start and
// kept in DATA_DIR. TLS 1.2 minimum with forward-secret AEAD ciphers only.
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { SecureContextOptions, TlsOptions } from 'node:tls';
import type { Logger } from 'pino';
import selfsigned from 'selfsigned';
import type { Config } from './config.js';

// Mozilla "intermediate": ECDHE key exchange with AES-GCM or ChaCha20 (TLS 1.3 suites are fixed by OpenSSL).
const CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

export const selfSignedPaths = (dataDir: string) => ({
  cert: join(dataDir, 'tls-cert.pem'),
  key: join(dataDir, 'tls-key.pem'),
});

function writeAtomically(file: string, text: string, mode: number) {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, text, { mode });
  renameSync(aside, file);
}

async function createSelfSigned(dataDir: string, logger: Logger) {
  const paths = selfSignedPaths(dataDir);
  if (!existsSync(paths.cert) || !existsSync(paths.key)) {
    const notAfter = new Date();
    notAfter.setFullYear(notAfter.getFullYear() + 2);
    const pems = await selfsigned.generate([{ name: 'commonName', value: 'usage-insights' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notAfterDate: notAfter,
      extensions: [
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 2, value: hostname() },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    });
    // Written aside and renamed, key first: a reader (a CLI, a client trusting DATA_DIR's
    // certificate) never sees a half-written file, and a crash leaves no cert without its key.
    writeAtomically(paths.key, pems.private, 0o600);
    writeAtomically(paths.cert, pems.cert, 0o644);
    logger.info({ cert: paths.cert }, 'created a self-signed TLS certificate');
  }
  return paths;
}

export async function loadTls(config: Config, logger: Logger): Promise<TlsOptions & SecureContextOptions> {
  const paths =
    config.tlsCertFile && config.tlsKeyFile
      ? { cert: config.tlsCertFile, key: config.tlsKeyFile }
      : await createSelfSigned(config.dataDir, logger);
  const cert = readFileSync(paths.cert);
  const key = readFileSync(paths.key);
  logger.info({ cert: paths.cert, sha256: new X509Certificate(cert).fingerprint256 }, 'TLS certificate');
  return { cert, key, minVersion: 'TLSv1.2', ciphers: CIPHERS, honorCipherOrder: true };
}
