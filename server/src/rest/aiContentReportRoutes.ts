import type { RestRequest, RestRoute } from './routeTable.js';

const REPORT = `fragment RestAiContentReport on AiContentReport {
  id internalID reason reasonLabel description contentType content status adminNotes createdAt updatedAt
  reporter { id internalID email firstName }
}`;
const PAGE_SIZE = 10;

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;

export const aiContentReportRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/ai-content-reports',
    summary: 'Report AI content {reason (slug or label), description, contentType (default ai_assistant), content (default "")}; 409 for a repeat.',
    document: `mutation ($input: ReportAiContentInput!) { reportAiContent(input: $input) { report { ...RestAiContentReport } } } ${REPORT}`,
    variables: (request) => {
      const fields = body(request);
      return {
        input: {
          reason: fields.reason,
          description: fields.description ?? '',
          contentType: fields.contentType ?? 'ai_assistant',
          content: fields.content ?? '',
        },
      };
    },
    result: 'reportAiContent.report',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/ai-content-reports/my-reports',
    summary: 'Reports you made, newest first: ?page&limit (default 10).',
    document: `query ($first: Int, $after: String) { viewer { aiContentReports(first: $first, after: $after) { totalCount edges { node { ...RestAiContentReport } } } } } ${REPORT}`,
    result: 'viewer.aiContentReports',
    page: { key: 'reports', defaultLimit: PAGE_SIZE },
  },
  {
    method: 'GET',
    path: '/ai-content-reports/admin/all',
    summary: 'Admin: every report, newest first: ?page&limit (default 10)&status.',
    document: `query ($first: Int, $after: String, $status: AiContentReportStatus) { aiContentReports(first: $first, after: $after, status: $status) { totalCount edges { node { ...RestAiContentReport } } } } ${REPORT}`,
    variables: (request) => ({ status: typeof request.query.status === 'string' && request.query.status ? request.query.status : null }),
    result: 'aiContentReports',
    page: { key: 'reports', defaultLimit: PAGE_SIZE },
  },
  {
    method: 'PATCH',
    path: '/ai-content-reports/admin/:id',
    summary: "Admin: set a report's {status (pending, reviewed, resolved, dismissed), adminNotes}.",
    document: `mutation ($input: ReviewAiContentReportInput!) { reviewAiContentReport(input: $input) { report { ...RestAiContentReport } } } ${REPORT}`,
    variables: (request) => ({ input: { reportId: request.params.id, status: body(request).status, adminNotes: body(request).adminNotes } }),
    result: 'reviewAiContentReport.report',
  },
];
