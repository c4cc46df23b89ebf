import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.js';
import { buildAppSchema, printAppSchema } from './schema.js';

// `npm run generate`: writes schema.graphql for relay-compiler and for integrators.
const target = path.join(repoRoot, 'schema.graphql');
fs.writeFileSync(target, printAppSchema(await buildAppSchema()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
