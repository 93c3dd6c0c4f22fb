/**
 * Every error the API can answer, by code (`area.what`), with its English text: a string, or a
 * function of the code's typed parameters. The texts are the API's `message` (many are the
 * spec's literal texts, which tests and the UIs' English read verbatim); the UIs translate by code.
 * The rules' texts come from validation/messages.ts (one source), the rest are written here once.
 */
import { MESSAGES } from '../validation/messages';
import { waitInWords } from './wait-in-words';

/** Codes every endpoint may answer: malformed requests, routing, auth levels, limits, failures. */
export const GENERIC_ERROR_TEXTS = {
  'request.invalid': (p: { part: string; detail: string }) =>
    p.detail ? `Invalid ${p.part}: ${p.detail}` : `Invalid ${p.part}`,
  /** A field the schema refused with valibot's own wording (type, shape), not one of our rules. */
  'request.invalidValue': (p: { detail: string }) => p.detail,
  'request.notJson': 'Request body is not valid JSON',
  'request.unsupportedMediaType': 'Request body must be JSON (Content-Type: application/json)',
  'request.tooLarge': 'Request body is too large',
  'route.notFound': (p: { method: string; path: string }) => `No route for ${p.method} ${p.path}`,
  'route.methodNotAllowed': (p: { method: string; allowed: string }) =>
    `${p.method} is not allowed here; use ${p.allowed}`,
  'route.notBuilt': (p: { operation: string }) => `${p.operation} is not built yet`,
  'origin.forbidden': 'Call the API at the site’s /api',
  'auth.unauthorized': 'Unauthorized',
  'auth.loginRequired': 'Please log in',
  'auth.forbidden': 'Forbidden',
  'auth.confirmEmailFirst': 'Please confirm your e-mail first',
  'auth.platformAdminsOnly': 'Platform admins only',
  'resource.notFound': 'Not found',
  'upstream.unavailable': 'An upstream service is unavailable',
  /** The database, file store, mail service or secrets failed or timed out (a 503 with Retry-After). */
  'dependency.unavailable': 'The service is temporarily unavailable. Please try again in a few seconds.',
  'rateLimit.requests': (p: { retryAfterSeconds: number }) =>
    `Too many requests. Please try again ${waitInWords(p.retryAfterSeconds, 'en')}.`,
  'rateLimit.logins': (p: { retryAfterSeconds: number }) =>
    `Too many login attempts. Please try again ${waitInWords(p.retryAfterSeconds, 'en')}.`,
  'rateLimit.mails': (p: { retryAfterSeconds: number }) =>
    `Too many e-mails have been sent to this address. Please try again ${waitInWords(p.retryAfterSeconds, 'en')}.`,
  'server.unexpected': 'Something went wrong',
} as const;

/** The shared validation rules (rule-codes.ts maps each `MESSAGES` key to its code). */
export const RULE_ERROR_TEXTS = {
  'name.fullRequired': MESSAGES.fullNameRequired,
  'name.required': MESSAGES.nameRequired,
  'name.tooLong': MESSAGES.nameTooLong,
  'name.invisibleCharacters': MESSAGES.nameInvisibleCharacters,
  'name.needsLetter': MESSAGES.nameNeedsLetter,
  'email.invalid': MESSAGES.emailInvalid,
  'password.restrictions': MESSAGES.passwordRestrictions,
  'password.allFieldsRequired': MESSAGES.passwordChangeAllFields,
  'password.mismatch': MESSAGES.passwordChangeMismatch,
  'password.tooShort': (p: { min: number }) => `Password must be at least ${p.min} characters long`,
  'user.usernameInvalid': MESSAGES.usernameInvalid,
  'studio.nameInvalid': MESSAGES.studioNameInvalid,
  'user.usernameUnavailable': MESSAGES.usernameTaken,
  'studio.nameUnavailable': MESSAGES.studioNameTaken,
  'birthDate.required': MESSAGES.dateOfBirthRequired,
  'birthDate.invalid': MESSAGES.dateOfBirthInvalid,
  'age.tooYoung': MESSAGES.tooYoung,
  'age.parentalConsentRequired': MESSAGES.parentalConsentRequired,
  'instagram.link': MESSAGES.instagramLink,
  'instagram.invalid': MESSAGES.instagramInvalid,
  'legal.required': MESSAGES.legalRequired,
  'file.cannotUpload': MESSAGES.cannotUploadFile,
  'file.tooMany': (p: { max: number }) => `Only ${p.max} file can be uploaded`,
  'file.wrongType': MESSAGES.fileType,
  'file.tooLarge': MESSAGES.fileTooLarge,
  'file.tooManyPixels': MESSAGES.imageDimensionsTooLarge,
  'lesson.missingStyle': MESSAGES.missingStyle,
  'lesson.missingTeacher': MESSAGES.missingTeacher,
  'lesson.missingPlace': MESSAGES.missingPlace,
  'lesson.placeBoth': MESSAGES.placeBoth,
  'lesson.missingDate': MESSAGES.missingDate,
  'lesson.weekdayMismatch': MESSAGES.weekdayMismatch,
  'lesson.hourInvalid': MESSAGES.hourInvalid,
  'lesson.minuteInvalid': MESSAGES.minuteInvalid,
  'lesson.weekdayInvalid': MESSAGES.weekdayInvalid,
  'availability.needsRoomOrTeacher': MESSAGES.availabilityNeedsRoomOrTeacher,
  'age.invalid': MESSAGES.ageInvalid,
  'age.rangeInvalid': MESSAGES.ageRangeInvalid,
  'room.requiredFields': MESSAGES.roomRequiredFields,
  'room.nameRequired': MESSAGES.roomNameRequired,
  'room.capacityRequired': MESSAGES.roomCapacityRequired,
  'address.required': MESSAGES.addressRequired,
  'studio.createRequiredFields': MESSAGES.studioCreateRequiredFields,
  'studio.updateRequiredFields': MESSAGES.studioUpdateRequiredFields,
  'form.cannotSaveChanges': MESSAGES.cannotSaveChanges,
  'invite.teacherEmailEmpty': MESSAGES.inviteTeacherEmpty,
  'group.joinStartingInFuture': MESSAGES.joinStartingInFuture,
  'group.needsLessons': MESSAGES.groupNeedsLessons,
  'group.tooManyLessons': MESSAGES.groupTooManyLessons,
  'date.invalid': MESSAGES.dateInvalid,
  'date.timestampInvalid': MESSAGES.timestampInvalid,
  'date.timezoneInvalid': MESSAGES.timezoneInvalid,
  'date.outOfRange': MESSAGES.dateOutOfRange,
  'url.invalid': MESSAGES.urlInvalid,
  'video.tooMany': MESSAGES.videosTooMany,
  'id.invalid': MESSAGES.idInvalid,
  'request.pathParamInvalid': MESSAGES.pathParamInvalid,
} as const;

/** What the domains refuse, area by area. */
export const DOMAIN_ERROR_TEXTS = {
  // accounts and sign-in
  'auth.invalidCredentials': 'Invalid e-mail or password',
  'auth.invalidConfirmationLink': 'This confirmation link is invalid or has expired',
  'auth.alreadyConfirmed': 'Your e-mail is already confirmed',
  'auth.signupAlreadyComplete': 'Your sign-up is already complete',
  'auth.currentPasswordWrong': 'The current password is not right',
  'auth.emailTaken': 'This e-mail is already registered',
  'account.notFound': 'User not found',
  'account.ownOnly': 'You can only change your own account',
  'account.handOverStudioFirst':
    'You own a studio with other members: make one of them its owner before deleting your account',
  'user.notFound': 'Such user not found',
  'user.usernameTaken': 'Username already taken',
  'user.lookupStudioAdminsOnly': 'Only studio admins can look users up by e-mail',
  'user.listAllPlatformAdminsOnly': 'Only platform admins can list all users',
  // studios and their members
  'studio.notFound': 'Studio not found',
  'studio.nameTaken': 'Studio name taken',
  'studio.alreadyOwner': 'You already own a studio: only a platform admin can create another one',
  'studio.newOwnerOwnsStudio': 'This user already owns a studio: only a platform admin can own more than one',
  'studio.changedMeanwhile': 'The studio was changed meanwhile: please reload and try again',
  'studio.notAllowed': 'You are not allowed to change studio data',
  'studio.ownerOnly': 'Only the studio’s owner can do this',
  'studio.loginToSeeYours': 'Log in to see your studios',
  'invite.notFound': 'Invite not found',
  'invite.rejected': 'This invite was rejected',
  'invite.alreadyAccepted': 'You have accepted this invite already: leave the studio instead',
  'invite.notYours': 'Only the invited user or the studio’s admins can answer this invite',
  'invite.onlyInvitedUserRejects': 'Only the invited user can reject an invite',
  'invite.ownerInviteStale':
    'This owner’s invite is no longer valid: the studio has changed hands since it was made',
  'invite.teachersOnly': 'Only teachers can ask to join a studio: turn on “I am a teacher” in your profile',
  'invite.suggestTeachersOnly':
    'Only the studio’s admins can invite admins or owners: you can suggest a teacher',
  'member.notFound': 'This user is not a member of the studio',
  'member.alreadyMember': 'This user is already a member of the studio',
  'member.notJoinedYet': 'This user has not joined the studio yet',
  'member.ownRole': 'You cannot change your own role',
  'member.ownerHandsOver': 'The owner must hand the studio over first',
  'member.onlyOwnerHandsOver': 'Only the studio’s owner can make someone the owner',
  'member.studioMismatch': 'studioId must be the studio of the path',
  'member.roleMissing': 'Send isAdmin or isOwner',
  'member.ownerIsAdmin': 'The owner is always an admin',
  'member.changedMeanwhile': 'This invite or membership changed meanwhile: reload and try again',
  // rooms and places
  'room.notFound': 'Room not found',
  'room.inUse': 'The room has lessons: move or delete them first',
  'address.unknownCountry': 'Unknown country',
  'location.countryNotFound': 'Country not found',
  'location.addressNotFound': 'Address not found',
  'location.geocoderUnavailable': 'The address search is unavailable, try again later',
  // lessons
  'lesson.notFound': 'Lesson not found',
  'lesson.changedMeanwhile': 'The lesson was changed meanwhile: please reload and try again',
  'lesson.roomGone': 'The room no longer exists',
  'lesson.notATeacher': 'This user is not a teacher',
  'lesson.teacherNotOnTeam': 'The teacher is not on this studio’s team',
  'lesson.roomOfAnotherStudio': 'The room belongs to another studio',
  'lesson.ownLessonsOnly': 'Teachers can add lessons only to their own schedule',
  'availability.slotTaken': 'Time slot is not available.',
  'availability.notYourSchedule':
    'You can check only your own schedule or that of a teacher of a studio you administer',
  'search.choosePlace': 'Choose a city (or a studio, teacher or room) to search lessons',
  'search.pointNeedsBoth': 'Give both lat and lng to search around a point',
  'paging.invalidCursor': 'Invalid cursor',
  // attendance
  'lesson.full': 'No places left for this lesson',
  'lesson.notOnThisDate': 'The lesson does not take place on this date',
  'lesson.started': 'This lesson has already started',
  'lesson.closedGroup': 'Only members of its group can sign up for this lesson',
  'attendance.onlyYourself': 'You can sign up only yourself',
  'attendance.notFound': 'Attendance not found',
  'attendance.duplicate': 'This e-mail is already signed up for this lesson',
  'attendance.alreadyCancelled': 'This attendance is already cancelled',
  'attendance.cancelledCannotBeMarked': 'A cancelled attendance cannot be marked',
  'attendance.notAllowed': 'You are not allowed to see or change these attendances',
  'attendance.invalidCancelLink': 'This cancel link is invalid or has expired',
  'attendance.giveOneDate': 'Give either dateFrom or dateTo',
  // groups
  'group.notFound': 'Group not found',
  'group.memberNotFound': 'Group member not found',
  'group.lessonInGroup': 'This lesson is already in a group',
  'group.changedMeanwhile': 'The group or its lessons were changed meanwhile: please reload and try again',
  'group.alreadyLeft': 'This member has already left the group',
  'group.onlyYourself': 'You can join a group only as yourself',
  'group.notAMember': 'You are not a member of this group',
  'group.invalidLeaveLink': 'There was an issue leaving the group: the link is invalid, used or expired',
  'group.memberLeft': 'Cannot save change: this member has left the group',
  'group.alreadyMember': 'This e-mail is already a member of this group',
  'group.mixedOwners':
    'The lessons of a group must all be of one studio, or all of one teacher’s own schedule',
  'group.notOfThisStudio': 'These lessons are not of this studio',
  'group.notOfThisTeacher': 'These lessons are not of this teacher’s own schedule',
  'group.notAllowed': 'You are not allowed to change this group',
  'group.membersNotAllowed': 'You are not allowed to see or change the members of this group',
  'group.onlyStudioAdmins': 'Only the studio’s admins can make a group of its lessons',
  'group.onlyOwnLessons': 'A teacher can make a group only of their own lessons',
  // uploads
  'upload.idRequired': 'Which studio or room: id is required',
  'file.notMultipart': 'The upload is not a valid multipart form',
} as const;

export const ERROR_TEXTS = { ...GENERIC_ERROR_TEXTS, ...RULE_ERROR_TEXTS, ...DOMAIN_ERROR_TEXTS } as const;
