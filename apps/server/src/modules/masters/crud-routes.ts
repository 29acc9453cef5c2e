import { MESSAGES, numericIdParams, type Action, type ApiSuccess } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { actorOf, type Actor } from '../../plugins/actor.ts';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The writes of one kind of record: the service's rules, and the presenter of what they return. */
export type CrudResource<Body extends z.ZodType, Row, Out> = {
  path: string;
  body: Body;
  access: Action;
  tag: string;
  present: (row: Row) => Out;
  create: (input: z.output<Body>, actor: Actor) => Promise<Row>;
  update: (id: number, input: z.output<Body>, actor: Actor) => Promise<Row>;
  remove: (id: number, actor: Actor) => Promise<void>;
};

/** POST path (201), PUT path/:id and DELETE path/:id, the same for every master record. */
export function crudRoutes<Body extends z.ZodType, Row, Out>(
  app: ZodApp,
  resource: CrudResource<Body, Row, Out>,
) {
  const { path, body, access, tag, present } = resource;
  const config = { access };
  // The type provider cannot infer a body from a schema that is still generic here; the schema validates it.
  const input = (request: { body: unknown }) => request.body as z.output<Body>;

  app.post(
    path,
    { config, schema: { tags: [tag], body } },
    async (request, reply): Promise<ApiSuccess<Out>> => {
      const row = await resource.create(input(request), actorOf(request));
      reply.code(201);
      return { status: true, message: MESSAGES.saved, data: present(row) };
    },
  );

  app.put(
    `${path}/:id`,
    { config, schema: { tags: [tag], params: numericIdParams, body } },
    async (request): Promise<ApiSuccess<Out>> => {
      const row = await resource.update(request.params.id, input(request), actorOf(request));
      return { status: true, message: MESSAGES.saved, data: present(row) };
    },
  );

  app.delete(
    `${path}/:id`,
    { config, schema: { tags: [tag], params: numericIdParams } },
    async (request): Promise<ApiSuccess<null>> => {
      await resource.remove(request.params.id, actorOf(request));
      return { status: true, message: MESSAGES.deleted, data: null };
    },
  );
}
