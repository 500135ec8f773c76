// The PracticeLog is a Pro feature: who may log is who may use Pro features.
export type { ProAccess as PracticeLogAccess } from '../user/pro-access';
export { proAccessNow as accessNow, useProAccess as usePracticeLogAccess } from '../user/pro-access';
