import { useFailureToast } from '../../app/useFailureToast';
import { translateStudioPageMessage } from './studio-page-messages';

/** `useFailureToast` with the studio page's refusals (team, invites, studio) in the user's language. */
export const useStudioFailureToast = () => useFailureToast(translateStudioPageMessage);
