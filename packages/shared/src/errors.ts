import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

export const ErrorBodySchema = z
  .object({
    error: z.string().describe('A message a person can act on'),
    code: z.enum(ERROR_CODES),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
