import { atom } from 'nanostores';
import { $token } from './session.ts';

/**
 * Whose records the portal shows (docs/product/roles.md, docs/architecture.md#server): null for the signed-in resident, or a ward
 * the guardian switched to; the API client sends its patid as the Subject header on every call and the
 * server checks the guardianship each time. Kept per tab (sessionStorage) and forgotten at sign-out.
 * No zod or i18n here: the home bundle imports this.
 */
export interface ActingFor {
  readonly patid: string;
  readonly name: { readonly 'zh-Hant': string; readonly en: string; readonly pt: string };
}

const storageKey = 'mhp:subject';

function stored(): ActingFor | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<ActingFor> | null;
    return value && typeof value.patid === 'string' && typeof value.name === 'object' && value.name !== null ? (value as ActingFor) : null;
  } catch {
    return null;
  }
}

export const $subject = atom<ActingFor | null>(stored());

$subject.listen((value) => {
  if (typeof sessionStorage === 'undefined') return;
  if (value === null) sessionStorage.removeItem(storageKey);
  else sessionStorage.setItem(storageKey, JSON.stringify(value));
});

// Signing out (or a new sign-in) ends acting for anybody.
$token.listen(() => $subject.set(null));

export function actFor(ward: ActingFor): void {
  $subject.set({ patid: ward.patid, name: ward.name });
}

export function actForSelf(): void {
  $subject.set(null);
}

export function subjectPatid(): string | undefined {
  return $subject.get()?.patid;
}
