/**
 * The transports' own API, beside the judge's (`@codequest/judge`): what the API holds of a judge whose jobs
 * name their tests by reference, and what reads them on the judge's side.
 */
export type { TextsSource } from './redis/protocol';
export { TextCache, type TextCacheOptions } from './redis/text-cache';
export type { JudgedJob } from './redis/worker';
export type { JudgeClient } from './service';
export { hashOf, type JobText, type JudgeJob, readLocated, type TextLocation, type TextRef } from './texts';
