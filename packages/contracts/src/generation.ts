import { z } from 'zod';
import { ZPuzzleSummary } from './catalogue';
import { DIFFICULTIES } from './constants';
import { GENERATION } from './generation-texts';

/**
 * Puzzle generation (spec sections 4, 7 and 9): `POST /api/puzzles/generate`. An administrator generates
 * into the shared catalogue; a learner generates personal practice puzzles only they see, under a daily
 * quota. Every puzzle is proven by the judge before it is stored.
 */

export const ZGenerateRequest = z.object({
  /** A track's slug or id; omitted: any track. */
  category: z
    .union([z.string().trim().min(1).max(64), z.number().int().positive().max(2_147_483_647)])
    .optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  count: z
    .number({ message: 'count must be a whole number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(GENERATION.maxCount, `count must be at most ${GENERATION.maxCount}`)
    .default(GENERATION.manualCount),
});
export type GenerateRequest = z.infer<typeof ZGenerateRequest>;

/** Where the puzzles came from: CodeQuest's own families, or the configured model. */
export const GENERATION_PROVIDERS = ['families', 'llm'] as const;
export type GenerationProvider = (typeof GENERATION_PROVIDERS)[number];

export const ZGenerateResponse = z.object({
  success: z.boolean(),
  count: z.number().int(),
  puzzles: z.array(ZPuzzleSummary),
  /** Whether they are the learner's own practice puzzles (true) or joined the shared catalogue. */
  personal: z.boolean(),
  provider: z.enum(GENERATION_PROVIDERS),
  /** Something the requester should know, such as a fallback from the model to the families. */
  notice: z.string().nullable(),
});
export type GenerateResponse = z.infer<typeof ZGenerateResponse>;

/**
 * With `Accept: application/x-ndjson` the response streams one JSON object per line while it works: progress
 * lines, then the response itself as `{ type: 'done', ... }` (or `{ type: 'error', message }`).
 */
export type GenerationProgress =
  | { type: 'progress'; stage: 'writing' | 'proving'; ready: number; count: number; title?: string }
  | { type: 'puzzle'; ready: number; count: number; title: string }
  | ({ type: 'done' } & GenerateResponse)
  | { type: 'error'; message: string; code: string };

export const ZAutoUpdateResponse = ZGenerateResponse.omit({ personal: true });
export type AutoUpdateResponse = z.infer<typeof ZAutoUpdateResponse>;
