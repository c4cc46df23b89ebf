import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../config.js';
import { buildAppSchema, printAppSchema } from '../../schema.js';

describe('schema.graphql', () => {
  it('matches the schema the resolvers build (run `npm run generate` after changing them)', async () => {
    const committed = fs.readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8');
    expect(committed).toBe(printAppSchema(await buildAppSchema()));
  });
});
