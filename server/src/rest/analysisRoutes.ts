import type { RestRequest, RestRoute } from './routeTable.js';

const NUTRIENT = 'key label unit dailyAverage fromSupplements target reference referenceKind upperLimit upperLimitScope limit percentOfReference coverage';
const MARKER = 'key name category value unit refLow refHigh flag explanation previousValue previousDate change changePercent';
const FINDING = `id kind severity title detail explanation markerKeys nutrientKeys
  nutrient { ${NUTRIENT} } marker { ${MARKER} }
  foods { foodId name amount unit sharePercent }
  suggestions { foodId name portion grams amount unit percentOfReference }
  correlation { nutrientKey markerKey n pearson spearman caveat points { date intake value } }`;
const ANALYSIS = `fragment RestAnalysis on Analysis {
  id internalID type bloodworkId days model modelUsed engine fallbackReason summary disclaimer caveats createdAt
  window { from to days loggedDays }
  findings { ${FINDING} }
  nutrients { ${NUTRIENT} }
  markers { ${MARKER} }
  secondOpinionModel
  secondOpinion { model modelUsed engine fallbackReason summary createdAt findings { id explanation } }
}`;
const PAGE_SIZE = 10;

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export const analysisRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/analysis/models',
    summary: 'The AI models: id, label, provider, available, vision, tier (and isAllowed for you).',
    document: 'query { aiModels { id label provider available vision tier isAllowed isDefault } }',
    result: { models: 'aiModels' },
  },
  {
    method: 'POST',
    path: '/analysis/nutrition',
    summary: 'Analyse nutrition {days (1–90, default 7), model}; uses one of the month’s AI analyses.',
    document: `mutation ($input: AnalyzeNutritionInput!) { analyzeNutrition(input: $input) { analysis { ...RestAnalysis } } } ${ANALYSIS}`,
    variables: (request) => ({ input: { days: body(request).days ?? null, model: body(request).model ?? null } }),
    result: 'analyzeNutrition.analysis',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/analysis/bloodwork',
    summary: 'Analyse a bloodwork entry {bloodworkId, model} (Pro: 402 otherwise).',
    document: `mutation ($input: AnalyzeBloodworkInput!) { analyzeBloodwork(input: $input) { analysis { ...RestAnalysis } } } ${ANALYSIS}`,
    variables: (request) => ({ input: { bloodworkId: body(request).bloodworkId, model: body(request).model ?? null } }),
    result: 'analyzeBloodwork.analysis',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/analysis/correlation',
    summary: 'Diet vs bloodwork {nutritionDays (7–180, default 30), bloodworkId (default: latest), model}.',
    document: `mutation ($input: AnalyzeCorrelationInput!) { analyzeCorrelation(input: $input) { analysis { ...RestAnalysis } } } ${ANALYSIS}`,
    variables: (request) => ({
      input: { bloodworkId: body(request).bloodworkId ?? null, nutritionDays: body(request).nutritionDays ?? null, model: body(request).model ?? null },
    }),
    result: 'analyzeCorrelation.analysis',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/analysis',
    summary: 'Your analyses, newest first: ?page&limit (default 10)&type (nutrition, bloodwork, correlation).',
    document: `query ($first: Int, $after: String, $type: AnalysisType) {
      viewer { analyses(first: $first, after: $after, type: $type) { totalCount edges { node { ...RestAnalysis } } } }
    } ${ANALYSIS}`,
    variables: (request) => ({ type: text(request.query.type) }),
    result: 'viewer.analyses',
    page: { key: 'analyses', defaultLimit: PAGE_SIZE },
  },
  {
    method: 'GET',
    path: '/analysis/:id',
    summary: 'One of your analyses.',
    document: `query ($id: ID!) { viewer { analysis(id: $id) { ...RestAnalysis } } } ${ANALYSIS}`,
    variables: (request) => ({ id: request.params.id }),
    result: 'viewer.analysis',
  },
  {
    method: 'DELETE',
    path: '/analysis/:id',
    summary: 'Delete one of your analyses.',
    document: 'mutation ($input: DeleteAnalysisInput!) { deleteAnalysis(input: $input) { deletedAnalysisId } }',
    variables: (request) => ({ input: { analysisId: request.params.id } }),
    result: 'deleteAnalysis',
  },
  {
    method: 'PATCH',
    path: '/analysis/:id/second-opinion',
    summary: "A second model's analysis of the same facts {secondOpinionModel}, stored beside the first; uses one AI analysis.",
    document: `mutation ($input: SecondOpinionInput!) { requestSecondOpinion(input: $input) { analysis { ...RestAnalysis } } } ${ANALYSIS}`,
    variables: (request) => ({ input: { analysisId: request.params.id, secondOpinionModel: body(request).secondOpinionModel } }),
    result: 'requestSecondOpinion.analysis',
  },
];
