/**
 * What the other assurance-of-learning screens reuse: a course assessment's results (the
 * wizards' last step) and a programme's results for an evaluation year (the year page's tab).
 */
export { CourseResultView } from './CourseResultView.tsx';
export { ProgrammeResultsView } from './ProgrammeResultsView.tsx';
