// jsdom has no Fetch API classes; React Router's data router needs Request. Give the
// test window Node's own implementations.
/* global require, module */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads environments as CommonJS
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
