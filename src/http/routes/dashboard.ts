// The dashboard (GET /) and its bundled assets (GET /assets/:file), built by
// scripts/build-web.mjs into dist/web. Public like /openapi.json: limited per client address,
// showing nothing of an account until the page itself sends an API key.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../errors.js';

/** No inline script or style, nothing from another host; the page calls only this origin. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

interface Bundle {
  index: Buffer;
  assets: Map<string, { body: Buffer; type: string }>;
}

/** dist/web from the source tree (tsx) or from the built one (dist/src/…): the first that has a manifest. */
function loadBundle(): Bundle | null {
  for (const rel of ['../../../dist/web/', '../../../web/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (!existsSync(`${dir}manifest.json`)) continue;
    const { assets } = JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8')) as { assets: string[] };
    return {
      index: readFileSync(`${dir}index.html`),
      assets: new Map(
        assets.map((name) => [
          name,
          {
            body: readFileSync(`${dir}assets/${name}`),
            type: TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream',
          },
        ]),
      ),
    };
  }
  return null;
}

function secure(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY');
}

export function registerDashboardRoutes(app: FastifyInstance): void {
  const bundle = loadBundle();
  const need = (): Bundle => {
    if (!bundle) throw new HttpError('unavailable', 'The dashboard is not built: run npm run build.');
    return bundle;
  };

  app.get(
    '/',
    { schema: { summary: 'The dashboard (HTML page)', tags: ['dashboard'] } },
    async (_request, reply) => {
      const { index } = need();
      // The page names its assets by content hash: it is revalidated, they are cached for good.
      return secure(reply).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
    },
  );

  app.get(
    '/assets/:file',
    {
      schema: {
        summary: 'A dashboard asset (content-hashed name)',
        tags: ['dashboard'],
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const asset = need().assets.get((request.params as { file: string }).file);
      if (!asset) throw new HttpError('not_found', 'No such asset.');
      return secure(reply)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(asset.type)
        .send(asset.body);
    },
  );
}
