import { createHash } from 'node:crypto';

/**
 * The name a statement is prepared under on a connection: made from its text, so one name always means one text
 * (PostgreSQL refuses a name prepared again with another text) whichever code prepared it.
 */
export function statementName(text: string): string {
  return `mhp_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
}

/** What drizzle's queries offer to prepare them: their text, and `.prepare(name)`. */
type Preparable<P> = { toSQL(): { sql: string }; prepare(name: string): P };

/**
 * A read's statement built once, with placeholders (`sql.placeholder`) where each call's values go, and prepared under
 * the name of its text (drizzle's `.prepare`): a call only fills in its values and runs it, so drizzle does not build
 * the same text again on every call, and PostgreSQL parses it once per connection (docs/scale.md "What a signed-in
 * read costs"). Build it when the routes are registered, or on first use for a shape of a filter (`byShape`).
 */
export function preparedOnce<P>(query: Preparable<P>): P {
  return query.prepare(statementName(query.toSQL().sql));
}

/**
 * Statements made on first use, one per shape: which of a filter's optional conditions a call has (a date range, a
 * list of organisations). A few shapes per list, kept while the server runs.
 */
export function byShape<P>(): (shape: string, make: () => P) => P {
  const made = new Map<string, P>();
  return (shape, make) => {
    let statement = made.get(shape);
    if (statement === undefined) {
      statement = make();
      made.set(shape, statement);
    }
    return statement;
  };
}

/** A prepared statement as a read runs it: its placeholders' values in, its rows out. */
export type Prepared<R> = { execute(values: Record<string, unknown>): Promise<R> };
