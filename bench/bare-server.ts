// The runtime's ceiling for POST /usage on this machine: a bare node:https server (same TLS
// settings as the service) that reads the body, parses the JSON and answers a fixed 200.
// Run as its own process: `node --import tsx bench/bare-server.ts <port> <cert.pem> <key.pem>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';

const [port = '0', certFile, keyFile] = process.argv.slice(2);
if (!certFile || !keyFile) throw new Error('usage: bare-server.ts <port> <cert.pem> <key.pem>');

const ANSWER = JSON.stringify({
  success: true,
  message: 'Event recorded',
  eventId: 'evt_01JBENCHMARKBARESERVER00000',
});

const server = createServer(
  { cert: readFileSync(certFile), key: readFileSync(keyFile), minVersion: 'TLSv1.2' },
  (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      res
        .writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(ANSWER),
        })
        .end(ANSWER);
    });
  },
);
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
