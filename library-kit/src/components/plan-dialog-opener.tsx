// A file of its own, so the PracticeLog page loads the user module only when 'See plans' is pressed.
export { PlanDialogOpener as default } from '@handyq/web/user';
