import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import type { Tree } from '../../routes/routes.ts';
import { $subject } from '../../stores/subject.ts';
import { lazyWithTexts } from '../../i18n/index.ts';

const SubjectBanner = lazyWithTexts(() => import('./SubjectBanner.tsx').then((m) => ({ default: m.SubjectBanner })));

/**
 * In every layout: nothing (and no download) unless a guardian is acting for a ward; then the banner
 * 'Viewing records of <name>' with the way back, loaded with its texts on demand (home budget).
 */
export function SubjectBannerSlot({ tree }: { readonly tree: Tree }) {
  const subject = useStore($subject);
  if (subject === null) return null;
  return (
    <Suspense fallback={null}>
      <SubjectBanner subject={subject} tree={tree} />
    </Suspense>
  );
}
