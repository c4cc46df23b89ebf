import { createHash } from 'node:crypto';
import { parse, specifiedRules, validate, type DocumentNode, type GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';

/** Arbitrary documents (GraphiQL, integrators) kept at most; persisted and REST documents are kept for good. */
const MAX_UNPINNED_DOCUMENTS = 500;

export const documentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Apollo prefixes its keys (`<schema hash>:<sha256>`, `apq:<sha256>`); the document is named by the last part. */
const hashOfKey = (key: string) => key.slice(key.lastIndexOf(':') + 1);

/**
 * Parsed and validated documents by the SHA-256 of their text, shared by Apollo (as its `documentStore`) and the
 * REST adapter, so a document is parsed and validated once per process whichever way it arrives. Documents the
 * server ships (persisted operations, REST routes) stay; others are dropped oldest first past a bound. `get`, `set`
 * and `delete` are Apollo's key-value cache interface.
 */
export class DocumentCache {
  private readonly documents = new Map<string, DocumentNode>();
  private unpinned: string[] = [];
  private readonly rules: readonly ValidationRule[];

  constructor(
    private readonly schema: GraphQLSchema,
    extraRules: readonly ValidationRule[],
    /** Hashes of the documents the server ships: never dropped. */
    private readonly pinned: ReadonlySet<string> = new Set(),
  ) {
    this.rules = [...specifiedRules, ...extraRules];
  }

  /**
   * The document for this text, parsed and validated with the same rules as /graphql; throws on errors. `hash`, when
   * the caller knows it (a persisted id is the SHA-256 of its text), saves hashing the text again.
   */
  documentFor(text: string, { pin = false, hash = documentHash(text) } = {}): DocumentNode {
    const cached = this.documents.get(hash);
    if (cached) return cached;
    const document = parse(text);
    const errors: readonly GraphQLError[] = validate(this.schema, document, this.rules);
    if (errors.length) throw new Error(errors.map((error) => error.message).join('; '));
    this.store(hash, document, pin);
    return document;
  }

  get size(): number {
    return this.documents.size;
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.documents.get(hashOfKey(key));
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    this.store(hashOfKey(key), document, false);
  }

  async delete(key: string): Promise<boolean> {
    return this.documents.delete(hashOfKey(key));
  }

  private store(hash: string, document: DocumentNode, pin: boolean): void {
    if (this.documents.has(hash)) return;
    this.documents.set(hash, document);
    if (pin || this.pinned.has(hash)) return;
    this.unpinned.push(hash);
    if (this.unpinned.length > MAX_UNPINNED_DOCUMENTS) {
      const dropped = this.unpinned.slice(0, this.unpinned.length - MAX_UNPINNED_DOCUMENTS);
      this.unpinned = this.unpinned.slice(-MAX_UNPINNED_DOCUMENTS);
      for (const old of dropped) this.documents.delete(old);
    }
  }
}
