import { defineProject } from 'vitest/config';

/** The bench's pure parts (figures, verdicts, report lines); the measurements themselves run in `npm run bench`. */
export default defineProject({
  test: {
    name: 'bench',
    include: ['*.test.ts'],
  },
});
