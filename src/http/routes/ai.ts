// POST /ai.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../context.js';
import { askQuestion } from '../../domain/ask.js';
import { QuestionBody } from '../../domain/validate.js';
import { AnswerBody, TrialLimitBody, publicErrors } from '../schemas.js';

export function registerAiRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post('/ai', {
    config: { operation: 'POST /ai' },
    schema: {
      summary: 'Ask a question about this account\'s usage events',
      description: 'The answer is computed by a query over the stored events. Trial accounts may have 20 answered questions in total.',
      tags: ['ai'],
      body: QuestionBody,
      response: { 200: AnswerBody, ...publicErrors, 402: TrialLimitBody },
    },
  }, async request => {
    const { question } = request.body as { question: string };
    return askQuestion(ctx, request.account!, question);
  });
}
