import { useTranslation } from '../../../i18n/use-translation.ts';
import type { TFunction } from 'i18next';
import { Badge, List } from '@macao-phr/design-system';
import type { BloodGlucoseRow, BmiRow, PregnancyGlucoseRow } from '@macao-phr/contract';
import type { Language } from '@macao-phr/contract';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { orgNameIn } from '../../lab-reports/report.ts';
import { bmiBadge, glucoseBadge } from './level.ts';

const two = (n: number, language: Language) => formatNumber(n, language);

/** Self-entered rows open their edit form (`href`); organisation rows, read-only, open their detail (`detailHref`). */
export function BmiItem({ row, language, href, detailHref }: { row: BmiRow; language: Language; href: string | undefined; detailHref?: string }) {
  const { t } = useTranslation();
  return (
    <List.Item
      href={row.source === 'self' ? href : detailHref}
      title={formatDateTime(row.recordTime, language)}
      description={
        t('readings.bmiReading', { height: two(row.height, language), weight: two(row.weight, language), bmi: two(row.bmi, language) }) +
        ' · ' +
        (row.source === 'org' ? t('readings.source.org', { org: orgNameIn(row.orgCode ?? '', language) }) : t('readings.source.self'))
      }
      trailing={<Badge variant={bmiBadge(row.level)}>{t(`readings.bmiLevel.${row.level}`)}</Badge>}
    />
  );
}

export function glucoseTiming(row: Pick<BloodGlucoseRow, 'timing' | 'hoursAfterMeal'>, t: TFunction): string {
  const timing = t(`readings.timing.${row.timing}`);
  return row.hoursAfterMeal === null ? timing : t('readings.hoursAfter', { timing, hours: row.hoursAfterMeal });
}

export function GlucoseItem({ row, language, href, detailHref }: { row: BloodGlucoseRow | PregnancyGlucoseRow; language: Language; href: string | undefined; detailHref?: string }) {
  const { t } = useTranslation();
  const source = 'source' in row ? row.source : 'self';
  const text = t('readings.glucoseReading', { value: two(row.value, language), timing: glucoseTiming(row, t), sample: t(`readings.sample.${row.sample}`) });
  return (
    <List.Item
      href={source === 'self' ? href : detailHref}
      title={formatDateTime(row.recordTime, language)}
      description={'source' in row ? `${text} · ${row.source === 'org' ? t('readings.source.org', { org: orgNameIn(row.orgCode ?? '', language) }) : t('readings.source.self')}` : text}
      trailing={<Badge variant={glucoseBadge(row.level)}>{t(`readings.glucoseLevel.${row.level}`)}</Badge>}
    />
  );
}
