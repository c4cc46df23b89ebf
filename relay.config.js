import path from 'node:path';

// Read by relay-compiler, babel-plugin-relay (through require) and vite-plugin-relay.
// The root package is ESM; the 'module.exports' export name makes require() of this
// file (Node >= 20.19) return the config object itself rather than a namespace.
const config = {
  src: './web/src',
  schema: './schema.graphql',
  // Absolute, because babel-plugin-relay resolves it against the working directory
  // (Vite and jest run in web/, relay-compiler at the root).
  artifactDirectory: path.join(import.meta.dirname, 'web/src/__generated__'),
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  // Operations go to the server as a hash of their text (`doc_id`); the server runs only the text stored in this
  // map (shipped with it), parsed and validated once. `npm run relay` rebuilds the map from scratch, so it holds
  // exactly the operations in the tree.
  persistConfig: { file: './server/src/persistedDocuments.json', algorithm: 'SHA256' },
  customScalarTypes: {
    DateTimeISO: 'string',
    LocalDate: 'string',
  },
};

export { config as 'module.exports' };
export default config;
