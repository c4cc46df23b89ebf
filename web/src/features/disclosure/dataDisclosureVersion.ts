/**
 * The version of the disclosure text in DataDisclosureDialog. The server keeps each person's acceptance with the
 * version they read (DATA_DISCLOSURE_VERSION in server/src/modules/disclosure/dataDisclosure.service.ts): raise both
 * when the text changes and everyone is asked again.
 */
export const DATA_DISCLOSURE_VERSION = 1;
