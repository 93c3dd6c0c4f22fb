export type { Messages } from './en';
export { messagesFor, SdkLanguageProvider, useSdkLanguage, useSdkMessages } from './language';
export { intlLocale, type PluralForms, plural } from './plural';
