/** Home screen texts (SPEC 2 /mob/home, /web/home); the full catalogue comes later. */
export const en = {
  greeting: 'Hello, {{name}}',
  greetingAnonymous: 'Hello',
  intro: 'Your personal health record in one place.',
  healthDataHeading: 'My health data',
  bloodPressure: 'Blood pressure',
  bloodPressureHint: 'See your readings and how they compare',
  addBloodPressure: 'Add a blood pressure reading',
  addBloodPressureHint: 'Record systolic, diastolic and pulse',
};

export type HomeMessages = typeof en;
