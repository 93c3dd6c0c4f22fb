import { useFailureToast } from '../../app/useFailureToast';
import { translateRoomMessage } from './room-messages';

/**
 * A danger toast for a failed room call (spec §8 "Rooms"): the title, then the server's reason for
 * a 4xx in the user's language, a hint to check the connection when there was no answer, nothing
 * more for a 5xx.
 */
export const useRoomFailureToast = () => useFailureToast(translateRoomMessage);
