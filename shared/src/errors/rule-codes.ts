/**
 * The codes of the shared validation rules (validation/messages.ts): each `MESSAGES` key has one
 * code, named `area.what`. `MESSAGES` keeps the English texts (forms and schemas show them, the
 * widget bundle carries them already); this table is what turns a rule's text back into its code
 * (`ruleErrorOf`), so a valibot issue or a rule's result answers with a code.
 */
import { FILES, PASSWORD } from '../constants';
import { MESSAGES } from '../validation/messages';

export const RULE_CODES = {
  fullNameRequired: 'name.fullRequired',
  nameRequired: 'name.required',
  nameTooLong: 'name.tooLong',
  nameInvisibleCharacters: 'name.invisibleCharacters',
  nameNeedsLetter: 'name.needsLetter',
  emailInvalid: 'email.invalid',
  passwordRestrictions: 'password.restrictions',
  passwordChangeAllFields: 'password.allFieldsRequired',
  passwordChangeMismatch: 'password.mismatch',
  passwordTooShort: 'password.tooShort',
  usernameInvalid: 'user.usernameInvalid',
  studioNameInvalid: 'studio.nameInvalid',
  usernameTaken: 'user.usernameUnavailable',
  studioNameTaken: 'studio.nameUnavailable',
  dateOfBirthRequired: 'birthDate.required',
  dateOfBirthInvalid: 'birthDate.invalid',
  tooYoung: 'age.tooYoung',
  parentalConsentRequired: 'age.parentalConsentRequired',
  instagramLink: 'instagram.link',
  instagramInvalid: 'instagram.invalid',
  legalRequired: 'legal.required',
  cannotUploadFile: 'file.cannotUpload',
  fileCount: 'file.tooMany',
  fileType: 'file.wrongType',
  fileTooLarge: 'file.tooLarge',
  imageDimensionsTooLarge: 'file.tooManyPixels',
  missingStyle: 'lesson.missingStyle',
  missingTeacher: 'lesson.missingTeacher',
  missingPlace: 'lesson.missingPlace',
  placeBoth: 'lesson.placeBoth',
  missingDate: 'lesson.missingDate',
  weekdayMismatch: 'lesson.weekdayMismatch',
  hourInvalid: 'lesson.hourInvalid',
  minuteInvalid: 'lesson.minuteInvalid',
  weekdayInvalid: 'lesson.weekdayInvalid',
  availabilityNeedsRoomOrTeacher: 'availability.needsRoomOrTeacher',
  ageInvalid: 'age.invalid',
  ageRangeInvalid: 'age.rangeInvalid',
  roomRequiredFields: 'room.requiredFields',
  roomNameRequired: 'room.nameRequired',
  roomCapacityRequired: 'room.capacityRequired',
  addressRequired: 'address.required',
  studioCreateRequiredFields: 'studio.createRequiredFields',
  studioUpdateRequiredFields: 'studio.updateRequiredFields',
  cannotSaveChanges: 'form.cannotSaveChanges',
  inviteTeacherEmpty: 'invite.teacherEmailEmpty',
  joinStartingInFuture: 'group.joinStartingInFuture',
  groupNeedsLessons: 'group.needsLessons',
  groupTooManyLessons: 'group.tooManyLessons',
  dateInvalid: 'date.invalid',
  timestampInvalid: 'date.timestampInvalid',
  timezoneInvalid: 'date.timezoneInvalid',
  dateOutOfRange: 'date.outOfRange',
  urlInvalid: 'url.invalid',
  videosTooMany: 'video.tooMany',
  idInvalid: 'id.invalid',
  pathParamInvalid: 'request.pathParamInvalid',
} as const satisfies Record<Exclude<keyof typeof MESSAGES, 'legalTitle'>, `${string}.${string}`>;

export type RuleErrorCode = (typeof RULE_CODES)[keyof typeof RULE_CODES];

/** The parameters the rule texts were written with (the texts carry shared constants). */
export const RULE_PARAMS = {
  'file.tooMany': { max: FILES.maxCount },
  'password.tooShort': { min: PASSWORD.minLength },
} as const;

export interface RuleError {
  code: RuleErrorCode;
  params?: { readonly [name: string]: number };
}

let byText: Map<string, RuleError> | undefined;

/** The code (and parameters) of a rule's English text; undefined for any other text. */
export const ruleErrorOf = (text: string): RuleError | undefined => {
  if (!byText) {
    byText = new Map();
    for (const [key, code] of Object.entries(RULE_CODES) as [keyof typeof RULE_CODES, RuleErrorCode][]) {
      const params = (RULE_PARAMS as Record<string, RuleError['params']>)[code];
      byText.set(MESSAGES[key], params ? { code, params } : { code });
    }
  }
  return byText.get(text);
};
