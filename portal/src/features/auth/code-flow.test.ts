import { describe, expect, it } from 'vitest';
import { parseCallback, takePendingSignIn } from './code-flow.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, removeItem: (k: string) => void data.delete(k), data };
}

describe('authorisation-code flow, portal side', () => {
  const pending = { state: 'abcdefgh12345678', redirectUri: 'https://health.example.mo/signInCallback', accountType: 'GOV_ENTITY' as const };

  it('reads code, error or nothing from the fragment', () => {
    expect(parseCallback('#code=c1&state=s1')).toEqual({ kind: 'code', code: 'c1', state: 's1' });
    expect(parseCallback('#code=c1&state=s1&iss=https%3A%2F%2Fsso.example.mo')).toEqual({ kind: 'code', code: 'c1', state: 's1', iss: 'https://sso.example.mo' });
    expect(parseCallback('#error=access_denied&state=s1')).toEqual({ kind: 'error', error: 'access_denied', state: 's1' });
    expect(parseCallback('')).toEqual({ kind: 'none' });
  });

  it('accepts only the state this tab started, once', () => {
    const storage = memoryStorage({ 'mhp:signIn': JSON.stringify(pending) });
    expect(takePendingSignIn('someone-elses-state', storage)).toBeNull();
    // Read once: even the right state is gone after a wrong answer.
    expect(takePendingSignIn(pending.state, storage)).toBeNull();
    const again = memoryStorage({ 'mhp:signIn': JSON.stringify(pending) });
    expect(takePendingSignIn(pending.state, again)).toEqual(pending);
    expect(takePendingSignIn(pending.state, again)).toBeNull();
    expect(takePendingSignIn(pending.state, memoryStorage({ 'mhp:signIn': '{not json' }))).toBeNull();
  });
});
