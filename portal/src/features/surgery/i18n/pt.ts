import type { en } from './en.ts';

/** Textos do ecrã de registos cirúrgicos (docs/product/routes.md surgicalRecord). Carregados com o ecrã. */
export const pt: typeof en = {
  intro: 'Cirurgias registadas pelas instituições participantes, as mais recentes primeiro. Abra uma para ver os diagnósticos.',
  listLabel: 'Registos cirúrgicos',
  lastTime: 'Última cirurgia: {{date}}',
  noneHint: 'As cirurgias aparecem aqui quando uma instituição as envia.',
  noneMatching: 'Nenhum registo de cirurgia corresponde a estes filtros',
  period: 'Data da cirurgia',
  presets: { last3Months: 'Últimos três meses', last6Months: 'Últimos seis meses', custom: 'Personalizado' },
  startDate: 'Data de início',
  endDate: 'Data de fim',
  organisation: 'Instituição',
  allOrganisations: 'Todas as instituições',
  organisationCount: '{{name}} ({{count}})',
  matching_one: '{{count}} cirurgia corresponde',
  matching_other: '{{count}} cirurgias correspondem',
  loadFailed: 'Não foi possível carregar os registos cirúrgicos',
  retry: 'Tentar novamente',
  loadingMore: 'A carregar mais registos',
  loadMore: 'Carregar mais',
  allLoaded: 'Todos os registos carregados',
  department: 'Serviço',
  diagnoses: 'Diagnósticos',
  code: 'Código',
  noDiagnoses: 'Sem diagnóstico indicado',
  detailFailed: 'Não foi possível carregar os detalhes',
};
