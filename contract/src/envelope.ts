import { z } from './z.ts';
import type { Language } from './languages.ts';
import { resultMessage } from './result-messages.ts';

/** Every answer, success or not, HTTP 200 or not (docs/architecture.md#api-contract, docs/product/calls.md). */
export type Envelope<T> = { resultCode: string; resultMsg: string; data: T };

export function envelopeSchema<T extends z.ZodType>(dataSchema: T) {
  return z.object({ resultCode: z.string(), resultMsg: z.string(), data: dataSchema });
}

/** Builds an envelope with the code's message in `lang`. */
export function envelopeOf<T>(resultCode: string, data: T, lang: Language): Envelope<T> {
  return { resultCode, resultMsg: resultMessage(resultCode, lang), data };
}
