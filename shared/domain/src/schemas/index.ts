// @handyq/domain/schemas: the zod schemas of the API's requests and answers, used by the API's
// validation pipe and by the web forms. A separate entry from @handyq/domain so that pages
// which validate nothing (Home) do not download zod.
import './zod-config';
export * from './api-error';
export * from './health';
export * from './user';
export * from './session-user';
export * from './auth';
export * from './features';
export * from './plans';
export * from './upload';
export * from './library';
export * from './favorites-file';
export {
  SEQUENCE_FILE_MAX_BYTES,
  SEQUENCE_PARAM_MAX,
  craftDefaultsSchema,
  craftSequenceSchema,
  readSequenceFile,
  readSharedSequence,
  sequenceFile,
  sequenceFileName,
  sequenceParam,
  type SequenceFile,
} from './cue-craft';
export * from './practice-log';
export * from '../visible-text';
export { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, canDeleteMsg, type ItemMsg } from '../comment-rules';
