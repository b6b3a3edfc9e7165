/** What the student page's "Personal data" area says (its tests read the same text). */
export const DATA_PANEL_TEXT = {
  loadFailed: 'Failed to load the personal data panel.',
  viewsLoadFailed: 'Failed to load who opened the files.',
  noViews: 'No admin or CA has opened this student’s files.',
  retainedHeading: 'Retained for tax law',
  showViews: 'Show who opened the files',
  hideViews: 'Hide who opened the files',
} as const;
