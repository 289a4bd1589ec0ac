// POST /ai.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { askQuestion } from '../../domain/ask.js';
import { QuestionBody } from '../../domain/validate.js';
import { AnswerBody, TrialLimitBody, publicErrors } from '../schemas.js';

export function registerAiRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post(
    '/ai',
    {
      config: { operation: 'POST /ai' },
      schema: {
        summary: "Ask a question about this account's usage events",
        description:
          'The answer is computed by a query over the stored events. Trial accounts may have 20 answered questions in total; ' +
          'their answers carry `X-Trial-Questions-Remaining`, the questions left after this one.',
        tags: ['ai'],
        body: QuestionBody,
        response: { 200: AnswerBody, ...publicErrors, 402: TrialLimitBody },
      },
    },
    async (request, reply) => {
      const { question } = request.body as { question: string };
      const { answer, questionsLeft } = await askQuestion(ctx, request.account!, question);
      ctx.metrics.answered(answer.confidence);
      if (questionsLeft !== null) reply.header('x-trial-questions-remaining', questionsLeft);
      return answer;
    },
  );
}
