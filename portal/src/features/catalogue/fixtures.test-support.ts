import type { Service, ServiceClassification } from '@macao-phr/contract';

/** A catalogue service for dom tests; every field as the contract has it, overridable. */
export function service(id: number, overrides: Partial<Service> = {}): Service {
  return {
    serviceId: id,
    classificationId: 1,
    serviceKey: `/home/s${id}`,
    servicePic: '',
    serviceNameTraditional: `服務${id}`,
    serviceNameEnglish: `Service ${id}`,
    serviceNamePortuguese: `Serviço ${id}`,
    serviceAttribute: 1,
    serviceStatus: 2,
    serviceUrl: { 'zh-Hant': `/mob/s${id}`, en: `/mob/s${id}`, pt: `/mob/s${id}` },
    webServiceUrl: { 'zh-Hant': `/web/s${id}`, en: `/web/s${id}`, pt: `/web/s${id}` },
    serviceMaintenanceContent: null,
    contentUrl: { 'zh-Hant': '', en: '', pt: '' },
    serviceDescription: { 'zh-Hant': '', en: '', pt: '' },
    bgColor: 'brand-50',
    isMain: true,
    autoServicePage: false,
    releaseTerminal: [1, 2],
    showSex: 'ALL',
    specialService: null,
    orgCode: 'SS',
    sort: id,
    ...overrides,
  };
}

export function classification(id: number, code: string, services: Service[]): ServiceClassification {
  return {
    classificationId: id,
    classificationCode: code,
    classificationNameTraditional: `類別${id}`,
    classificationNameEnglish: `Category ${code}`,
    classificationNamePortuguese: `Categoria ${code}`,
    services,
  };
}
