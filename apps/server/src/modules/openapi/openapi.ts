import swagger from '@fastify/swagger';
import { apiPaths } from '@portfolio/contract';
import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireAdminWithBodyToken, requireSession } from '../auth/guard.js';
import type { UploadForm } from '../media/upload.js';

const GUARDS: unknown[] = [requireAdmin, requireSession, requireAdminWithBodyToken];

/** A route behind the login or Admin guard (in any of its hooks) needs the token. */
function isGuarded(...hooks: unknown[]): boolean {
  return hooks.flat().some((hook) => GUARDS.includes(hook));
}

function multipartBody(form: UploadForm): TSchema {
  return Type.Object({
    ...(form.fields?.properties ?? {}),
    [form.file]: Type.String({
      format: 'binary',
      description:
        (form.maxFiles ?? 1) > 1 ? `Up to ${form.maxFiles} files, each one part` : 'The file',
    }),
  });
}

/**
 * An OpenAPI 3 document generated from the routes' own schemas, at GET /api/docs/openapi.json.
 * Only /api calls are listed; upload calls show their multipart form.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Portfolio API',
        version: '1.0.0',
        description:
          'Management calls take the token from POST /api/auth/login in the access_token header.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access_token' } },
      },
    },
    transform: ({ schema, url, route }) => {
      const hide = !url.startsWith('/api/') || url === apiPaths.openapi;
      const form = route.config?.multipart;
      const transformed = {
        ...schema,
        hide,
        ...(form ? { consumes: ['multipart/form-data'], body: multipartBody(form) } : {}),
        ...(isGuarded(route.onRequest, route.preValidation)
          ? { security: [{ accessToken: [] }] }
          : {}),
      };
      return { schema: transformed, url };
    },
  });
  app.get(apiPaths.openapi, { schema: { hide: true } }, async () => app.swagger());
}
