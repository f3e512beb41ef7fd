/** Texts of the surgery record screen (SPEC 2 surgicalRecord). Loaded with the screen. */
export const en = {
  intro: 'Operations recorded by the participating organisations, newest first. Open one to see its diagnoses.',
  listLabel: 'Surgery records',
  lastTime: 'Latest operation: {{date}}',
  none: 'No surgery records',
  noneHint: 'Operations appear here once an organisation sends them.',
  loadFailed: 'The surgery records could not be loaded',
  retry: 'Try again',
  loadingMore: 'Loading more records',
  loadMore: 'Load more',
  allLoaded: 'All records loaded',
  department: 'Department',
  diagnoses: 'Diagnoses',
  code: 'Code',
  noDiagnoses: 'No diagnosis given',
  detailFailed: 'The details could not be loaded',
};
