import { z } from 'zod';

/** One divisor as a model reports it: a flat entry, its place in the tree given by type (and parent title). */
export const ModelDivisor = z.object({
  divisor_type: z.string().min(1),
  number: z.string().nullable(),
  title: z.string().min(1).max(1000),
  parent_title: z.string().nullable(),
  start_page: z.number().int().positive(),
  end_page: z.number().int().positive(),
});
export type ModelDivisor = z.infer<typeof ModelDivisor>;

/** The schema a model must answer for a page range: its divisors, typed by the job's divisor types (or 'subsection'). */
export function modelDivisorList(divisorTypes: readonly string[]) {
  const types = [...new Set([...divisorTypes, 'subsection'])] as [string, ...string[]];
  return z.object({ divisors: z.array(ModelDivisor.extend({ divisor_type: z.enum(types) })).max(2000) });
}
export type ModelDivisorList = { divisors: ModelDivisor[] };

/** A resident's question about one chunk. */
export const ModelQuestion = z.object({
  question: z
    .string()
    .trim()
    .min(10, 'the question must be at least 10 characters')
    .max(300, 'the question must be at most 300 characters')
    .refine((q) => q.endsWith('?'), 'the question must end with a question mark'),
});
export type ModelQuestion = z.infer<typeof ModelQuestion>;
