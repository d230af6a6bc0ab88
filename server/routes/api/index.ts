// The /api/v1 scope (issue 29): key authentication, the public routes, and their OpenAPI 3.1 document generated from
// the routes' own yup schemas (@fastify/swagger) at /api/v1/openapi.json, with a browsable reference at
// /api/v1/docs (@fastify/swagger-ui). Fastify's own validator is off here: the handlers validate with the yup
// schemas (the §8 error shape), the JSON Schemas only describe them.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_SCOPES } from '../../../src/domain/apiKeys/scopes';
import { toJsonSchema, toParameters } from '../../../src/domain/apiKeys/jsonSchema';
import { guardWithApiKeys, type ApiKeyAuthOptions } from '../../plugins/apiKeyAuth';
import { publicApiRoutes, type PublicApiDeps, type PublicRoute } from './v1';

export const API_DOCS_PATH = '/api/v1/docs';
export const OPENAPI_PATH = '/api/v1/openapi.json';

/** A copy-paste curl call of a route (the reference page shows it under each operation). */
export function curlOf(route: PublicRoute): string {
  const path = route.path.replace(/:conversationId/g, '42');
  const query = route.path === '/conversations' ? '?status=open&limit=20' : '';
  const body = route.example ? ` \\\n  -H 'content-type: application/json' -d '${JSON.stringify(route.example)}'` : '';
  return `curl -X ${route.method} "$PARLEY_URL/api/v1${path}${query}" -H "authorization: Bearer $PARLEY_API_KEY"${body}`;
}

/** The OpenAPI operation of a public route: its parameters and body as JSON Schema, its scopes, an example. */
export function operationOf(route: PublicRoute) {
  return {
    summary: route.summary,
    tags: [route.tag],
    description: `Scopes: ${route.scopes.map((s) => `\`${s}\``).join(', ')}\n\nExample:\n\n\`\`\`sh\n${curlOf(route)}\n\`\`\``,
    security: [{ apiKey: [...route.scopes] }],
    ...(route.params ? { params: toJsonSchema(route.params) } : {}),
    ...(route.query ? { querystring: toJsonSchema(route.query) } : {}),
    ...(route.body ? { body: toJsonSchema(route.body) } : {}),
  };
}
export { toParameters };

export async function publicApi(app: FastifyInstance, opts: PublicApiDeps & ApiKeyAuthOptions & { publicUrl: string }) {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  guardWithApiKeys(app, { ...opts, open: (url) => url === OPENAPI_PATH || url.startsWith(API_DOCS_PATH) });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parley API',
        version: '1.0.0',
        description: 'The Parley public API. Authenticate with an API key from Settings → Developers: `Authorization: Bearer parley_sk_…`. Lists are paged with `cursor` (the previous answer\'s `nextCursor`). Errors answer `{ "errMessage": { "errorMsg": "…" } }`.',
      },
      servers: [{ url: `${opts.publicUrl.replace(/\/$/, '')}/api/v1` }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'parley_sk_…', description: Object.entries(API_SCOPES).map(([k, v]) => `\`${k}\`: ${v}`).join('\n\n') },
        },
      },
    },
    // Paths in the document are relative to the server URL above (…/api/v1).
    transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api\/v1/, '') }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true }, staticCSP: false });
  app.get('/openapi.json', { schema: { hide: true }, config: { scopes: 'public' as const } }, async () => app.swagger());
  await publicApiRoutes(app, opts, operationOf);
}
