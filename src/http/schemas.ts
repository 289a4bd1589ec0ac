// Response schemas: they serialise the responses and, with the request schemas of
// domain/validate.ts, make up the OpenAPI document.
import { Type, type TSchema } from 'typebox';

const ErrorBase = {
  error: Type.String({ description: 'Short label' }),
  message: Type.String({ description: 'Human-readable explanation' }),
};
export const ErrorBody = Type.Object(ErrorBase, { description: 'Error' });
export const InvalidRequestBody = Type.Object(
  { ...ErrorBase, field: Type.String({ description: 'The offending field' }) },
  { description: 'Invalid request: `field` names the first offending field' },
);
export const TrialLimitBody = Type.Object(
  { ...ErrorBase, upgradeUrl: Type.String() },
  { description: 'Trial limit reached' },
);
export const RateLimitedBody = Type.Object(
  { ...ErrorBase, retryAfter: Type.Integer({ minimum: 1, description: 'Seconds to wait' }) },
  { description: 'Rate limit exceeded (also in the Retry-After header)' },
);
export const InternalErrorBody = Type.Object(
  { ...ErrorBase, requestId: Type.String() },
  { description: 'Unexpected server error; the requestId is in the server log' },
);

/** The error responses every authenticated public route can give. */
export const publicErrors = {
  400: InvalidRequestBody,
  401: Type.Object(ErrorBase, { description: 'Missing or invalid API key' }),
  413: Type.Object(ErrorBase, { description: 'Body over 64 KiB' }),
  415: Type.Object(ErrorBase, { description: 'Body not sent as application/json' }),
  429: RateLimitedBody,
  500: InternalErrorBody,
};

export const adminErrors = {
  400: InvalidRequestBody,
  401: Type.Object(ErrorBase, { description: 'Missing or invalid admin token' }),
  404: Type.Object(ErrorBase, { description: 'No such account or key' }),
  500: InternalErrorBody,
};

export const EventOut = Type.Object({
  eventId: Type.String(),
  userId: Type.String(),
  eventName: Type.String(),
  eventValue: Type.Number(),
  timestamp: Type.String({ description: 'UTC, YYYY-MM-DDTHH:mm:ss.sssZ' }),
});

export const RecordedBody = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  eventId: Type.String({ description: 'Time-ordered id (evt_ + ULID), at most 64 URL-safe characters' }),
});

export const BatchResultBody = Type.Object({
  accepted: Type.Integer({ description: 'Events recorded' }),
  rejected: Type.Array(
    Type.Object({
      index: Type.Integer({ description: 'From 0, in input order' }),
      field: Type.String(),
      message: Type.String(),
    }),
  ),
  eventIds: Type.Array(Type.Union([Type.String(), Type.Null()]), {
    description: 'Aligned with the input; null where the event was rejected',
  }),
});

export const EventListBody = Type.Object({
  events: Type.Array(EventOut, { description: 'Newest first' }),
  total: Type.Integer({ description: 'Number of events in this response' }),
  limit: Type.Integer({ description: 'The limit applied' }),
});

export const AnswerBody = Type.Object({
  answer: Type.String(),
  confidence: Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]),
  dataPoints: Type.Integer({ description: 'Events analyzed to produce the answer' }),
  interpretation: Type.Optional(
    Type.Unknown({ description: 'How the question was read: the plan and the resolved time range' }),
  ),
  result: Type.Optional(
    Type.Object(
      {
        columns: Type.Array(Type.String()),
        rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number()])), { maxItems: 100 }),
      },
      {
        description:
          'The table behind an answer that rests on one (a ranking, a breakdown, a comparison, a list): at most 100 rows, for charts',
      },
    ),
  ),
});

const AccountFields = {
  accountId: Type.String(),
  plan: Type.String(),
};
export const CreatedAccountBody = Type.Object({
  ...AccountFields,
  keyId: Type.String(),
  apiKey: Type.String({ description: 'Shown only once' }),
});
export const CreatedKeyBody = Type.Object({
  keyId: Type.String(),
  apiKey: Type.String({ description: 'Shown only once' }),
});
export const AccountPlanBody = Type.Object(AccountFields);
export const AccountBody = Type.Object({
  ...AccountFields,
  name: Type.Union([Type.String(), Type.Null()]),
  aiQuestionsUsed: Type.Integer(),
  aiQuestionsLimit: Type.Union([Type.Integer(), Type.Null()], { description: 'null = unlimited' }),
  createdAt: Type.String(),
});
export const ImportResultBody = Type.Object({
  imported: Type.Integer(),
  alreadyImported: Type.Optional(Type.Integer()),
  rejected: Type.Array(Type.Object({ line: Type.Integer(), field: Type.String(), message: Type.String() })),
});
export const CreateAccountRequest = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    plan: Type.String({ minLength: 1 }),
  },
  { additionalProperties: true },
);
export const ChangePlanRequest = Type.Object(
  { plan: Type.String({ minLength: 1 }) },
  { additionalProperties: true },
);
export const AccountParams = Type.Object({ accountId: Type.String() });
export const KeyParams = Type.Object({ keyId: Type.String() });

export const RATE_LIMIT_HEADERS: Record<string, { description: string; schema: TSchema }> = {
  'X-RateLimit-Limit': {
    description: 'Requests per minute allowed for this operation and key (or client address)',
    schema: Type.Integer(),
  },
  'X-RateLimit-Remaining': {
    description: 'Whole requests left in the bucket after this one',
    schema: Type.Integer(),
  },
  'X-RateLimit-Reset': {
    description: 'Unix time in whole seconds at which the bucket is full again',
    schema: Type.Integer(),
  },
};
