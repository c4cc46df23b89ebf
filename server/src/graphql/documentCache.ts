import { createHash } from 'node:crypto';
import { parse, specifiedRules, validate, type DocumentNode, type GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';

/** Arbitrary documents (GraphiQL, integrators) kept at most; persisted and REST documents are kept for good. */
const MAX_UNPINNED_DOCUMENTS = 500;
/**
 * Longer arbitrary documents are parsed and validated again each time: with the count bound, this caps what the
 * cache (and the compiled code runDocument keeps per cached document) can hold. The app's own are under 3,000.
 */
export const MAX_UNPINNED_DOCUMENT_CHARS = 8_000;

export const documentHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Apollo prefixes its keys (`<schema hash>:<sha256>`, `apq:<sha256>`); the document is named by the last part. */
const hashOfKey = (key: string) => key.slice(key.lastIndexOf(':') + 1);

/**
 * Parsed and validated documents by the SHA-256 of their text, shared by Apollo (as its `documentStore`), the
 * direct /graphql path and the REST adapter, so a document is parsed and validated once per process whichever way
 * it arrives. Documents the server ships (persisted operations, REST routes) stay; others are dropped least recently
 * used first past a bound. `get`, `set` and `delete` are Apollo's key-value cache interface.
 */
export class DocumentCache {
  private readonly pinnedDocuments = new Map<string, DocumentNode>();
  /** In order of last use, oldest first (a Map iterates in insertion order). */
  private readonly unpinnedDocuments = new Map<string, DocumentNode>();
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
    const cached = this.lookup(hash);
    if (cached) return cached;
    const document = parse(text);
    const errors: readonly GraphQLError[] = validate(this.schema, document, this.rules);
    if (errors.length) throw new Error(errors.map((error) => error.message).join('; '));
    this.store(hash, document, pin);
    return document;
  }

  get size(): number {
    return this.pinnedDocuments.size + this.unpinnedDocuments.size;
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.lookup(hashOfKey(key));
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    this.store(hashOfKey(key), document, false);
  }

  async delete(key: string): Promise<boolean> {
    const hash = hashOfKey(key);
    return this.pinnedDocuments.delete(hash) || this.unpinnedDocuments.delete(hash);
  }

  private lookup(hash: string): DocumentNode | undefined {
    const pinned = this.pinnedDocuments.get(hash);
    if (pinned) return pinned;
    const document = this.unpinnedDocuments.get(hash);
    if (document) {
      this.unpinnedDocuments.delete(hash);
      this.unpinnedDocuments.set(hash, document);
    }
    return document;
  }

  private store(hash: string, document: DocumentNode, pin: boolean): void {
    if (pin || this.pinned.has(hash)) return void this.pinnedDocuments.set(hash, document);
    if ((document.loc?.source.body.length ?? 0) > MAX_UNPINNED_DOCUMENT_CHARS) return;
    this.unpinnedDocuments.set(hash, document);
    if (this.unpinnedDocuments.size > MAX_UNPINNED_DOCUMENTS) this.unpinnedDocuments.delete(this.unpinnedDocuments.keys().next().value!);
  }
}
