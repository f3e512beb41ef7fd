import { Card } from '@macao-phr/design-system';
import type { DrugLine, Language } from '@macao-phr/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { doseText, drugNameIn, remarkIn, totalText } from './drug.ts';

/**
 * docs/product/entities.md Drug line: the medicine's name in the interface language, dose in words, how often, how, how long, total and remark.
 * The name is a heading one level below the heading the card sits under (2 straight under the page's title).
 */
export function DrugCard({ drug, language, t, footer, headingLevel = 3 }: { drug: DrugLine; language: Language; t: TFunction; footer?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fields = [
    { term: t('medication.dose'), value: doseText(drug, language, t) },
    { term: t('medication.frequency'), value: t(`medication.frequencies.${drug.frequency}`) },
    { term: t('medication.route'), value: t(`medication.routes.${drug.route}`) },
    { term: t('medication.duration'), value: t('medication.days', { count: drug.days }) },
    { term: t('medication.total'), value: totalText(drug, language, t) },
    ...(remarkIn(drug, language) ? [{ term: t('medication.remark'), value: remarkIn(drug, language) }] : []),
  ];
  return (
    <Card.Root>
      <Card.Content className="flex flex-col gap-2">
        <Heading className="m-0 text-base font-semibold text-text">{drugNameIn(drug, language)}</Heading>
        {/* Term and value side by side while both fit; with larger text the value moves under its term (the widths are in rem). */}
        <dl className="m-0 flex flex-col gap-y-1">
          {fields.map(({ term, value }) => (
            <div key={term} className="flex flex-wrap gap-x-4">
              <dt className="w-24 shrink-0 text-sm text-text-muted">{term}</dt>
              <dd className="m-0 min-w-0 flex-1 basis-32 text-sm break-words text-text">{value}</dd>
            </div>
          ))}
        </dl>
        {footer}
      </Card.Content>
    </Card.Root>
  );
}
