/** The six reasons of the 'Report AI-Generated Content' dialog (spec section 5), with the server's slugs. */
export const REPORT_REASONS = [
  { value: 'inappropriate', label: 'Inappropriate or offensive content' },
  { value: 'medical_advice', label: 'Medical advice without proper disclaimers' },
  { value: 'inaccurate', label: 'Inaccurate or misleading information' },
  { value: 'harmful', label: 'Harmful dietary recommendations' },
  { value: 'spam', label: 'Spam or irrelevant content' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/** Spec section 8, word for word. */
export const ALREADY_REPORTED_MESSAGE = 'You have already reported this content. Each piece of content can only be reported once.';
export const REPORT_FAILED_MESSAGE = 'Failed to submit report. Please try again.';

/** Spec section 9: the confirmation closes itself after 2 seconds. */
export const CONFIRMATION_AUTO_CLOSE_MS = 2000;
