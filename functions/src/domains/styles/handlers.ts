import { defineHandlers } from '../../http/handler';
import { listStyles } from './style-repository';

export const styleHandlers = defineHandlers('styles', {
  list: async () => listStyles(),
});
