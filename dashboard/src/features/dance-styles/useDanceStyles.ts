import { useStyles } from '../../api/queries/styles';

/** Every dance style Plié knows, by name (`GET /api/style`). */
export const useDanceStyles = useStyles;
