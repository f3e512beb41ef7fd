import type { MouseEventHandler } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Button, Sheet } from '@macao-phr/design-system';
import { ORGANISATIONS } from '@macao-phr/contract';
import type { Service } from '@macao-phr/contract';
import { $language } from '../../stores/language.ts';
import './messages.ts';

export interface ServiceDetailsSheetProps {
  readonly service: Service;
  /** The name in the current language (the tile's). */
  readonly name: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Where the tile leads (undefined when it is a button), and what a tap on it does: the same as the tile. */
  readonly href: string | undefined;
  readonly onOpen: MouseEventHandler<HTMLElement>;
  readonly maintenance: boolean;
}

/**
 * A service's details (docs/product/entities.md serviceDescription and orgCode) in a Sheet, opened from the tile's info
 * button, with a button that opens the service as the tile does. Loaded with the first tap on an info
 * button, so home does not carry the Sheet (docs/architecture.md#budgets budget).
 */
export function ServiceDetailsSheet({ service, name, open, onOpenChange, href, onOpen, maintenance }: ServiceDetailsSheetProps) {
  const { t } = useTranslation();
  const language = useStore($language);
  const org = ORGANISATIONS.find((o) => o.orgCode === service.orgCode);
  const orgName = org === undefined ? service.orgCode : language === 'en' ? org.nameEn : language === 'pt' ? org.namePt : org.name;
  const openService: MouseEventHandler<HTMLElement> = (event) => {
    onOpen(event);
    onOpenChange(false);
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={name}
      wide="center"
      closeLabel={t('common.close')}
      footer={
        href === undefined ? (
          <Button onClick={openService}>{t('catalogue.detailsOpen')}</Button>
        ) : (
          <Button asChild>
            <a href={href} onClick={openService}>
              {t('catalogue.detailsOpen')}
            </a>
          </Button>
        )
      }
    >
      <div data-service-details={service.serviceId} className="flex flex-col gap-4">
        <p className="m-0 text-base whitespace-pre-line">{service.serviceDescription[language]}</p>
        {maintenance ? <p className="m-0 text-base text-text-muted">{t('catalogue.detailsMaintenance')}</p> : null}
        <dl className="m-0 flex flex-col gap-1">
          <dt className="text-sm text-text-muted">{t('catalogue.detailsOrganisation')}</dt>
          <dd className="m-0 text-base">{orgName}</dd>
        </dl>
      </div>
    </Sheet>
  );
}
