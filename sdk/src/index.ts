// @usage-insights/client: record events in batches that are never lost or duplicated, list
// them and ask questions. See README.md.
export { UsageInsights, type ClientOptions } from './client.js';
export { UsageInsightsError, type ErrorFields } from './errors.js';
export type { Answer, BatchResult, UsageEvent, UsageEventInput } from './types.js';
