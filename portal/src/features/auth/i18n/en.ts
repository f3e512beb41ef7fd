/** Sign-in screen texts (docs/product/routes.md /login). */
export const en = {
  title: 'Sign in',
  intro: 'Sign in to see your health records.',
  sessionEnded: 'Your session ended; sign in again to continue.',
  username: 'User name',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in',
  usernameRequired: 'Enter your user name',
  passwordRequired: 'Enter your password',
  unavailable: {
    none: 'Nobody can sign in to this service right now: no way of signing in is set up. Please try again later or contact the service.',
    provider: 'Sign-in with the government account is not available on this service.',
    password: 'Sign-in with a user name and password is not available on this service.',
  },
  codeFlow: {
    or: 'or',
    button: 'Sign in with single sign-on',
    hint: 'You will go to the identity service and come back here.',
    working: 'Signing you in',
    failedTitle: 'Sign-in did not complete',
    cancelled: 'Sign-in was cancelled.',
    stateMismatch: 'This sign-in answer does not belong to this browser tab. Please sign in again.',
    missing: 'There is no sign-in answer on this page. Please sign in again.',
    signInAgain: 'Sign in again',
    usePassword: 'Sign in with user name and password',
    redirecting: 'Going to the sign-in page',
  },
  gov: {
    checking: 'Checking the verification',
    failed: 'The verification could not be checked.',
  },
  idle: {
    title: 'Are you still there?',
    body: 'For your security you will be signed out at {{time}}, in about a minute, unless you stay signed in.',
    stay: 'Stay signed in',
    signOut: 'Sign out',
  },
  demoTitle: 'Demo accounts',
  demoIntro: 'This is a demonstration. Use one of these accounts with the password {{password}}:',
  demoAccounts: {
    'demo-m': 'an adult man',
    'demo-f': 'an adult woman (pregnant)',
    'demo-o': 'an adult woman of another race (race "other": the other BMI bands)',
    'demo-guardian': 'a parent of a minor',
    'demo-minor': 'a minor',
  },
};

export type AuthMessages = typeof en;
