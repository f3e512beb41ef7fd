/** Sign-in screen texts (SPEC 2 /login). */
export const en = {
  title: 'Sign in',
  intro: 'Sign in to see your health records.',
  username: 'User name',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in',
  usernameRequired: 'Enter your user name',
  passwordRequired: 'Enter your password',
  demoTitle: 'Demo accounts',
  demoIntro: 'This is a demonstration. Use one of these accounts with the password {{password}}:',
  demoAccounts: {
    'demo-m': 'an adult man',
    'demo-f': 'an adult woman (pregnant)',
    'demo-guardian': 'a parent of a minor',
    'demo-minor': 'a minor',
  },
};

export type AuthMessages = typeof en;
