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
  demoTitle: 'Contas de demonstração',
  demoIntro: 'Esta é uma demonstração. Use uma destas contas com a palavra-passe {{password}}:',
  demoAccounts: {
    'demo-m': 'um homem adulto',
    'demo-f': 'uma mulher adulta (grávida)',
    'demo-guardian': 'pai ou mãe de um menor',
    'demo-minor': 'um menor',
  },
};
