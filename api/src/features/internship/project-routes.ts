/** GET and PUT of a batch's project, for the admin's and the mentor's route folders alike. */
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ProjectAnswerSchema, ProjectBodySchema, ProjectViewSchema } from '@portal/domain/views/internship';
import { actorOf } from '../../plugins/authorization.ts';
import { JSON_BODY_ERRORS, ROLE_ERRORS, errorResponses } from '../../schemas/common.ts';
import { refusal } from './internship-refusals.ts';
import type { ProjectEditor } from './internship-projects.ts';

const BatchParams = Type.Object(
  { cohortId: Type.String({ maxLength: 64 }), specialization: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);

/** The project routes of a role folder: `editorOf` says who asks, `who` names them in the summaries. */
export function projectRoutes(tag: 'admin' | 'mentor', editorOf: (request: FastifyRequest) => ProjectEditor): FastifyPluginAsyncTypebox {
  const scope = tag === 'admin' ? 'any batch' : 'a specialization the mentor supervises (404 for another)';
  return async (fastify) => {
    const route = { tags: [tag], security: [{ bearerAuth: [] }] };
    fastify.get(
      '/:cohortId/:specialization',
      {
        schema: {
          ...route,
          summary: `The internship project of a cohort's specialization, ${scope}; null until written`,
          params: BatchParams,
          response: { 200: ProjectAnswerSchema, ...errorResponses(400, ...ROLE_ERRORS, 404) },
        },
      },
      async (request) => {
        const { cohortId, specialization } = request.params;
        const result = await fastify.internship.project(editorOf(request), cohortId, specialization);
        if (!result.ok) throw refusal(fastify, result);
        return { project: result.value };
      },
    );
    fastify.put(
      '/:cohortId/:specialization',
      {
        schema: {
          ...route,
          summary: `Writes the internship project of a cohort's specialization, ${scope} (audited)`,
          params: BatchParams,
          body: ProjectBodySchema,
          response: { 200: ProjectViewSchema, ...errorResponses(...JSON_BODY_ERRORS, ...ROLE_ERRORS, 404) },
        },
      },
      async (request) => {
        const { cohortId, specialization } = request.params;
        const result = await fastify.internship.saveProject(actorOf(request), editorOf(request), cohortId, specialization, request.body);
        if (!result.ok) throw refusal(fastify, result);
        return result.value;
      },
    );
  };
}
