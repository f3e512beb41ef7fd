import type { AuthMessages } from './en.ts';

export const pt: AuthMessages = {
  title: 'Iniciar sessão',
  intro: 'Inicie sessão para ver os seus registos de saúde.',
  username: 'Nome de utilizador',
  password: 'Palavra-passe',
  submit: 'Iniciar sessão',
  submitting: 'A iniciar sessão',
  usernameRequired: 'Introduza o nome de utilizador',
  passwordRequired: 'Introduza a palavra-passe',
  codeFlow: {
    or: 'ou',
    button: 'Iniciar sessão com autenticação única',
    hint: 'Irá ao serviço de identidade e voltará aqui.',
    working: 'A iniciar sessão',
    failedTitle: 'O início de sessão não foi concluído',
    cancelled: 'O início de sessão foi cancelado.',
    stateMismatch: 'Esta resposta de início de sessão não pertence a este separador. Inicie sessão novamente.',
    missing: 'Esta página não tem resposta de início de sessão. Inicie sessão novamente.',
    signInAgain: 'Iniciar sessão novamente',
    usePassword: 'Iniciar sessão com nome de utilizador e palavra-passe',
    redirecting: 'A ir para a página de início de sessão',
  },
  gov: {
    checking: 'A verificar a verificação de informação',
    failed: 'Não foi possível verificar a verificação de informação.',
  },
  idle: {
    title: 'Ainda está aí?',
    body: 'Por segurança, a sessão termina às {{time}}, dentro de cerca de um minuto, a menos que escolha manter a sessão.',
    stay: 'Manter sessão iniciada',
    signOut: 'Terminar sessão',
  },
  demoTitle: 'Contas de demonstração',
  demoIntro: 'Esta é uma demonstração. Use uma destas contas com a palavra-passe {{password}}:',
  demoAccounts: {
    'demo-m': 'um homem adulto',
    'demo-f': 'uma mulher adulta (grávida)',
    'demo-guardian': 'pai ou mãe de um menor',
    'demo-minor': 'um menor',
  },
};
