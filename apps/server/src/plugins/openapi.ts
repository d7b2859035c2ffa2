import { ZErrorResponse } from '@codequest/contracts';
import swagger, { type OpenAPIV3_2, type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSession } from './auth';

/**
 * The API document: OpenAPI 3.1, generated from the routes' own zod schemas (packages/contracts) the first
 * time it is asked for, so it says what the server really validates and answers. Served as JSON at
 * /api/openapi.json and as a readable page at /api/docs (Swagger UI, every file of it from this server).
 * Installed in the /api scope before the routes: it sees each route as it is registered.
 */

/** Where the document and its page are, inside /api. */
const DOCUMENT_PATH = '/openapi.json';
const PAGE_PREFIX = '/docs';

/**
 * The page's own policy, set on its routes after the API's `default-src 'none'` (which would block its
 * scripts and styles): only this server's scripts and styles run, data: images are Swagger UI's icons, and
 * its requests (the document, "Try it out") go to this server only.
 */
const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const BEARER = 'bearer';

type Access = 'anyone' | 'signed-in' | 'admin';

/**
 * Route folders whose plugin guards every route in it with one hook (`app.addHook('onRequest', …)`).
 * Fastify shows a route its own hooks only, not its plugin's, so these are named here; openapi.test.ts
 * checks each route's stated access against the server's answers, so a new guarded folder cannot be missed.
 */
const GUARDED_FOLDERS: Readonly<Record<string, Exclude<Access, 'anyone'>>> = {
  admin: 'admin',
  profile: 'signed-in',
  code: 'signed-in',
  messages: 'signed-in',
  classes: 'signed-in',
  contests: 'signed-in',
};

/**
 * Left out of the document: the judge's texts route (routes/judge/texts.ts) is spoken between CodeQuest's
 * own processes with a per-process secret that no client ever holds; listing it would only invite guesses.
 */
const INTERNAL_PREFIXES = ['/api/judge/'];

/** One tag per route folder (routes/<folder>/), in the order a reader meets them. */
const TAGS = [
  { name: 'health', description: 'Whether the server and its judge work' },
  { name: 'auth', description: 'Sign-up, sign-in, sign-out and passwords' },
  { name: 'profile', description: "The signed-in user's own profile" },
  { name: 'categories', description: 'The puzzle tracks' },
  {
    name: 'puzzles',
    description: "Puzzles with the caller's progress: hints, solutions, drafts, generation",
  },
  { name: 'code', description: 'Running and submitting code to the judge' },
  { name: 'leaderboard', description: 'The global ranking' },
  { name: 'achievements', description: 'Achievements, and those a user has unlocked' },
  { name: 'messages', description: "The caller's inbox: messages from administrators" },
  { name: 'admin', description: 'Administrators only: users, puzzles, statistics, the audit log' },
];

const DESCRIPTION = [
  "CodeQuest's HTTP API, generated from the schemas the server validates requests and answers with.",
  '',
  'A signed-in call sends `Authorization: Bearer <token>`, the token from `POST /api/auth/login` or',
  '`POST /api/auth/signup`. Every route reads the token when one is given (a signed-in caller sees their own',
  'progress); the routes that need it answer 401 without one, and administrators’ routes answer 403 to',
  'anyone else.',
  '',
  'Every refusal or failure is `{ message, code }` (see `ErrorResponse`) with its HTTP status.',
].join('\n');

const ACCESS_NOTES: Record<Exclude<Access, 'anyone'>, string> = {
  'signed-in': 'Needs a signed-in user’s bearer token.',
  admin: 'Needs an administrator’s bearer token.',
};

/** What the API answers on each status a route declares (Swagger's own word is "Default Response"). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Success',
  '201': 'Created',
  '304': 'Not modified: the copy named in If-None-Match is current',
};

const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';

type SchemaObject = NonNullable<NonNullable<OpenAPIV3_2.Document['components']>['schemas']>[string];

/** Installs the document and its page on the /api scope; call it before any route is registered there. */
export async function installApiDocument(api: FastifyInstance, options: { version: string }): Promise<void> {
  const { $schema: _dialect, ...errorResponse } = z.toJSONSchema(ZErrorResponse);
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'CodeQuest API', version: options.version, description: DESCRIPTION },
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from POST /api/auth/login or POST /api/auth/signup',
          },
        },
        // zod's JSON Schema (2020-12) is what an OpenAPI 3.1 schema is; only their TypeScript types differ.
        schemas: { ErrorResponse: errorResponse as SchemaObject },
      },
      // The token is optional wherever a route does not need it: it is read when given.
      security: [{}, { [BEARER]: [] }],
      tags: TAGS,
    },
    transform: describeRoute,
  });

  api.get(DOCUMENT_PATH, { schema: { hide: true } }, async () => api.swagger());

  const page = `${api.prefix}${PAGE_PREFIX}`;
  await api.register(swaggerUi, {
    routePrefix: PAGE_PREFIX,
    // The page links its files by absolute paths, which must include the scope's own prefix.
    indexPrefix: api.prefix,
    theme: { title: 'CodeQuest API' },
    // Without the top bar: it offers to open other documents, which this page has no use for.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', displayRequestDuration: true },
    uiHooks: {
      onRequest: async (request, reply) => {
        // Swagger UI's own redirect from static/index.html keeps any query string, so it points back at
        // itself: a client following it would loop. The page is one address.
        if (request.routeOptions.url === `${page}/static/index.html`) return reply.redirect(page);
        reply.header('content-security-policy', PAGE_CONTENT_SECURITY_POLICY);
      },
    },
  });
}

/** A route as the document shows it: its zod schemas as JSON Schema, its tag, who may call it, its errors. */
const describeRoute: SwaggerTransform = (input) => {
  const { route } = input;
  const url = publicUrl(route);
  if (input.schema?.hide || INTERNAL_PREFIXES.some((prefix) => url.startsWith(prefix))) {
    return { schema: { hide: true }, url };
  }
  const schema: FastifySchema = jsonSchemaTransform(input).schema ?? {};
  const access = accessOf(route);
  const description = [schema.description, access === 'anyone' ? undefined : ACCESS_NOTES[access]]
    .filter(Boolean)
    .join('\n\n');
  return {
    url,
    schema: {
      ...schema,
      tags: [folderOf(url)],
      ...(description ? { description } : {}),
      ...(access === 'anyone' ? {} : { security: [{ [BEARER]: [] }] }),
      response: responsesFor(schema.response as Record<string, object> | undefined, access),
    },
  };
};

/**
 * A plugin's `/` route answers at both `/api/x` and `/api/x/`; Fastify hands the document the options it
 * last registered, the latter's. Clients call the former.
 */
function publicUrl(route: RouteOptions & { routePath?: string; prefix?: string }): string {
  return route.routePath === '/' && route.prefix ? route.prefix : route.url;
}

/** The route folder a URL comes from: `/api/<folder>/…`. */
function folderOf(url: string): string {
  return url.split('/')[2] ?? '';
}

function accessOf(route: RouteOptions): Access {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  const guarded = GUARDED_FOLDERS[folderOf(route.url)];
  if (guarded === 'admin' || hooks.includes(requireAdmin)) return 'admin';
  if (guarded === 'signed-in' || hooks.includes(requireSession)) return 'signed-in';
  return 'anyone';
}

function responsesFor(declared: Record<string, object> | undefined, access: Access): Record<string, object> {
  const responses: Record<string, object> = {};
  for (const [status, schema] of Object.entries(declared ?? {})) {
    const description = STATUS_DESCRIPTIONS[status];
    responses[status] = description ? { 'x-response-description': description, ...schema } : schema;
  }
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) {
    responses['200'] = { 'x-response-description': 'Success (its shape is not declared)' };
  }
  if (access !== 'anyone') {
    responses['401'] = errorResponse('No session: the bearer token is missing, unknown, expired or revoked');
  }
  if (access === 'admin') responses['403'] = errorResponse('The caller is not an administrator');
  responses.default = errorResponse(
    'Refused or failed, with its HTTP status: 400 not valid, 404 not found, 429 too many, 503 judge unavailable…',
  );
  return responses;
}

function errorResponse(description: string): object {
  return { $ref: ERROR_RESPONSE_REF, description };
}
