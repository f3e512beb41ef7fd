import type { HomeMessages } from './en.ts';

export const pt: HomeMessages = {
  greeting: 'Olá, {{name}}',
  greetingAnonymous: 'Olá',
  intro: 'O seu registo de saúde pessoal num só lugar.',
  healthDataHeading: 'Os meus dados de saúde',
  bloodPressure: 'Tensão arterial',
  bloodPressureHint: 'Consulte as suas medições e a respetiva avaliação',
  addBloodPressure: 'Adicionar uma medição da tensão arterial',
  addBloodPressureHint: 'Registe a tensão sistólica, a diastólica e o pulso',
};
