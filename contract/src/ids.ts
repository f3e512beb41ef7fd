import { z } from './z.ts';
import { MAX_RECORD_ID } from './limits.ts';

/**
 * Record ids are hostile input: anything but a whole number in 1..2^31-1 is refused by validation before a
 * query runs (a huge or non-numeric id must never reach SQL as a 500).
 */
export const recordIdSchema = z
  .int({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'id.invalid') })
  .min(1, { error: 'id.invalid' })
  .max(MAX_RECORD_ID, { error: 'id.invalid' });
