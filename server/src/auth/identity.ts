/**
 * Macao identity numbers of the reference server's residents. The demo data has no identity-card
 * register, so each resident's number is derived from their patid (MO-1000003 -> 1000003(c)) with a
 * weighted check digit; a deployment reads it from the identity provider instead. Only this module
 * knows the rule.
 */
export function identityNumberOf(patid: string): string | null {
  const digits = /^MO-(\d{7})$/.exec(patid)?.[1];
  if (digits === undefined) return null;
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (8 - i), 0);
  return `${digits}(${sum % 10})`;
}

/** Identity numbers appear in logs and lists only masked (docs/security.md: no full identity numbers). */
export function maskIdentityNumber(id: string): string {
  return `${id.slice(0, 1)}******(${id.at(-2) ?? '*'})`;
}
