import type { OperationOutcome, OperationOutcomeIssue } from '@medplum/fhirtypes';

/** One problem of a sent Bundle, as an OperationOutcome issue names it (docs/product/ingest.md). */
export type Problem = { code: OperationOutcomeIssue['code']; text: string; expression: string };

export const problem = (code: Problem['code'], expression: string, text: string): Problem => ({ code, expression, text });

/** The HTTP status of a refused Bundle: 403 when a type is not the client's to write, 400 for a malformed resource, else 422. */
export function statusOf(problems: readonly Problem[]): number {
  if (problems.some((p) => p.code === 'forbidden')) return 403;
  if (problems.some((p) => p.code === 'structure' || p.code === 'invalid' || p.code === 'required' || p.code === 'value')) return 400;
  if (problems.some((p) => p.code === 'conflict')) return 409;
  return 422;
}

export function operationOutcome(problems: readonly Problem[]): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: problems.map((p) => ({ severity: 'error', code: p.code, details: { text: p.text }, expression: [p.expression] })),
  };
}

/** An OperationOutcome of one problem not tied to a place in the Bundle (authentication, content type, the server). */
export function singleOutcome(code: Problem['code'], text: string): OperationOutcome {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, details: { text } }] };
}
