/**
 * Messages of the validation rules. Where spec §5/§8 gives a text or a key it is used
 * verbatim (the UIs translate it); the others are plain English texts in the same style.
 */
import { AGE, FILES, GROUP, LESSON_TIME, PASSWORD, USERNAME, VIDEOS } from '../constants';

// A dancer's name and contact, which the script-tag widgets' forms check too, are also exported one
// by one, and the rules of `name.ts`, `email.ts` and `instagram.ts` use these: a bundle of those rules
// alone (the widgets, with their size budget: issue 18) then carries these texts, not the whole table.
export const FULL_NAME_REQUIRED = 'full name is required';
export const NAME_REQUIRED = 'user.nameRequired';
export const NAME_TOO_LONG = 'Name is too long';
export const NAME_INVISIBLE_CHARACTERS = 'Name must not contain control or invisible characters';
export const NAME_NEEDS_LETTER = 'Name must contain a letter';
export const EMAIL_INVALID = 'Email is invalid';
export const INSTAGRAM_LINK = 'Invalid instagram – Links are not allowed, only username';
export const INSTAGRAM_INVALID = 'Invalid instagram username';

/**
 * Every message by name. Built in a function marked pure: its texts that read constants
 * (`PASSWORD.minLength`, …) would otherwise make a bundler keep the whole table in every bundle
 * that imports this module, used or not.
 */
export const MESSAGES = /* @__PURE__ */ (() =>
  ({
    // names and contact (spec §5)
    fullNameRequired: FULL_NAME_REQUIRED,
    nameRequired: NAME_REQUIRED,
    nameTooLong: NAME_TOO_LONG,
    emailInvalid: EMAIL_INVALID,
    // password (spec §5)
    passwordRestrictions: 'auth.passwordRestrictions',
    passwordChangeAllFields: 'All fields are required',
    passwordChangeMismatch: 'New passwords do not match',
    passwordTooShort: `Password must be at least ${PASSWORD.minLength} characters long`,
    // username and studio slug (spec §5)
    usernameInvalid: `Username must be ${USERNAME.minLength}–${USERNAME.maxLength} characters: letters, digits, _ or -, starting with a letter`,
    studioNameInvalid: `Studio name must be ${USERNAME.minLength}–${USERNAME.maxLength} characters: letters, digits, _ or -, starting with a letter`,
    usernameTaken: 'username already taken',
    studioNameTaken: 'studio name taken',
    // date of birth (spec §5)
    dateOfBirthRequired: 'Date of birth is required',
    dateOfBirthInvalid: 'Date of birth is invalid',
    tooYoung: `You must be at least ${AGE.minRegistration} years old to create an account`,
    parentalConsentRequired: `Users under ${AGE.adult} need the consent of a parent or guardian`,
    // instagram (spec §5)
    instagramLink: INSTAGRAM_LINK,
    instagramInvalid: INSTAGRAM_INVALID,
    // legal documents (spec §5)
    legalTitle: 'Legal Documents Required',
    legalRequired: 'You must accept the Terms & Conditions and Privacy Policy to create an account',
    // files (spec §5, §8)
    cannotUploadFile: 'Cannot upload file',
    fileCount: `Only ${FILES.maxCount} file can be uploaded`,
    fileType: 'Only png or jpeg images are allowed',
    fileTooLarge: 'File is too large',
    // lessons (spec §5)
    missingStyle: 'Missing style field',
    missingTeacher: 'Missing teacher',
    missingPlace: 'Missing place of the lesson',
    placeBoth: 'Choose a studio room or a custom address, not both',
    missingDate: 'Missing date of the lesson',
    weekdayMismatch: 'The weekday does not match the date of the lesson',
    hourInvalid: `Hour must be between ${LESSON_TIME.minHour} and ${LESSON_TIME.maxHour}`,
    minuteInvalid: `Minute must be between ${LESSON_TIME.minMinute} and ${LESSON_TIME.maxMinute}`,
    weekdayInvalid: 'Weekday must be between 0 (Monday) and 6 (Sunday)',
    availabilityNeedsRoomOrTeacher: 'Fill in required data',
    // ages (spec §5)
    ageInvalid: `Age must be between ${AGE.min} and ${AGE.max}`,
    ageRangeInvalid: 'The minimum age cannot be above the maximum age',
    // rooms (spec §5)
    roomRequiredFields: 'fill required fields',
    roomNameRequired: 'Room name is required',
    roomCapacityRequired: 'Capacity is required',
    addressRequired: 'Full address, city and country are required',
    // studios (spec §5)
    studioCreateRequiredFields: 'fillReqFields',
    studioUpdateRequiredFields: 'Please fill in all required fields',
    cannotSaveChanges: 'Cannot save changes',
    inviteTeacherEmpty: "Please enter a teacher's email",
    // groups (spec §5)
    joinStartingInFuture: 'The join-starting date cannot be later than today',
    groupNeedsLessons: 'Choose at least one lesson',
    groupTooManyLessons: `A group can hold at most ${GROUP.maxLessons} lessons`,
    // generic
    dateInvalid: 'Invalid date, expected YYYY-MM-DD',
    timestampInvalid: 'Invalid timestamp, expected an ISO 8601 date-time',
    timezoneInvalid: 'Unknown time zone',
    urlInvalid: 'Invalid link',
    videosTooMany: `At most ${VIDEOS.maxCount} videos`,
    idInvalid: 'Invalid id',
    pathParamInvalid: 'Invalid path parameter',
    dateOutOfRange: 'Date is out of range',
    nameInvisibleCharacters: NAME_INVISIBLE_CHARACTERS,
    nameNeedsLetter: NAME_NEEDS_LETTER,
    imageDimensionsTooLarge: 'The image has too many pixels',
  }) as const)();
