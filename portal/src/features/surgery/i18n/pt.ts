import type { en } from './en.ts';

/** Textos do ecrã de registos cirúrgicos (SPEC 2 surgicalRecord). Carregados com o ecrã. */
export const pt: typeof en = {
  intro: 'Cirurgias registadas pelas instituições participantes, as mais recentes primeiro. Abra uma para ver os diagnósticos.',
  listLabel: 'Registos cirúrgicos',
  lastTime: 'Última cirurgia: {{date}}',
  none: 'Sem registos cirúrgicos',
  noneHint: 'As cirurgias aparecem aqui quando uma instituição as envia.',
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
