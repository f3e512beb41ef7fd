import type { HomeMessages } from './en.ts';

export const pt: HomeMessages = {
  greeting: 'Olá, {{name}}',
  greetingAnonymous: 'Olá',
  intro: 'O seu registo de saúde pessoal num só lugar.',
  bannersLabel: 'Notícias e campanhas',
  quickLinksHeading: 'Serviços comuns',
  editQuickLinks: 'Editar serviços comuns',
  allServices: 'Todos os serviços',
  recommendedHeading: 'Serviços recomendados',
  bookingHeading: 'As minhas marcações',
  bookingCount_one: '{{count}} marcação próxima',
  bookingCount_other: '{{count}} marcações próximas',
  bookingLink: 'Ver as minhas marcações',
  maintenanceBadge: 'Em manutenção',
  serviceDetails: 'Detalhes de {{name}}',
  notices: 'Avisos',
  /** Said after the unread count on the home's way to the notices (heard, not shown: the count shows as a badge). */
  noticesUnreadAfter: 'por ler',
  settings: 'Definições',
  noServices: 'Não há serviços para mostrar.',
};
