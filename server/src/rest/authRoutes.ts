import type { RestRoute } from './routeTable.js';

export const USER_FIELDS = `
  fragment RestUser on User {
    id internalID email firstName lastName role tier subscriptionStatus preferredAIModel
    weight height gender dateOfBirth activityLevel weightGoal weightGoalTimeframe healthGoals dietaryPreferences
    customMacroPreferences { enabled proteinAdjustment carbAdjustment fatAdjustment }
    timezone unitSystem createdAt
    usage { aiFoodQueries aiAnalyses aiAssistantMessages }
  }`;

const TARGETS = 'nutritionTargets { calories protein carbs fat }';

/** The user as REST clients see it: the account, this month's usage and the daily targets. */
const userWithTargets = (viewer: string) => ({ '...user': `${viewer}.user`, targets: `${viewer}.nutritionTargets` });

const body = (request: { body: unknown }) => request.body;

export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create an account; returns a session token and the user.',
    document: `mutation ($input: RegisterInput!) { register(input: $input) { token user { ...RestUser } } } ${USER_FIELDS}`,
    variables: (request) => ({ input: body(request) }),
    result: 'register',
    isPublic: true,
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password; returns a session token and the user.',
    document: `mutation ($input: LoginInput!) { login(input: $input) { token user { ...RestUser } } } ${USER_FIELDS}`,
    variables: (request) => ({ input: body(request) }),
    result: 'login',
    isPublic: true,
  },
  {
    method: 'POST',
    path: '/auth/logout',
    summary: "Revoke this device's session.",
    document: 'mutation { logout { revoked } }',
    result: 'logout',
  },
  {
    method: 'GET',
    path: '/auth/me',
    summary: "The signed-in user with this month's usage and daily nutrition targets.",
    document: `query { viewer { user { ...RestUser } ${TARGETS} } } ${USER_FIELDS}`,
    result: userWithTargets('viewer'),
  },
  {
    method: 'PUT',
    path: '/auth/profile',
    summary: 'Update profile fields (omitted fields stay, null clears); returns the user as /auth/me does.',
    document: `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { user { ...RestUser } ${TARGETS} } } } ${USER_FIELDS}`,
    variables: (request) => ({ input: { profile: body(request) } }),
    result: userWithTargets('updateProfile.viewer'),
  },
  {
    method: 'PUT',
    path: '/auth/password',
    summary: 'Change the password; signs out every other device and returns a new token.',
    document: 'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }',
    variables: (request) => ({ input: body(request) }),
    result: 'changePassword',
  },
  {
    method: 'DELETE',
    path: '/auth/me',
    summary: 'Delete the account and all of its data.',
    document: 'mutation { deleteAccount { deletedUserId } }',
    result: 'deleteAccount',
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    summary: 'Ask for a password reset link {email}; the answer is the same whether or not the email has an account.',
    document: 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { delivery message } }',
    variables: (request) => ({ input: body(request) }),
    result: 'requestPasswordReset',
    isPublic: true,
    successStatus: 202,
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    summary: "Set a new password {token, password} with a reset link's token; signs out every device.",
    document: 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }',
    variables: (request) => ({ input: body(request) }),
    result: 'resetPassword',
    isPublic: true,
  },
  {
    method: 'DELETE',
    path: '/auth/delete-test-user/:id',
    summary: 'Admin: delete one test user.',
    document: 'mutation ($input: DeleteTestUserInput!) { deleteTestUser(input: $input) { deletedUserId } }',
    variables: (request) => ({ input: { userId: request.params.id } }),
    result: 'deleteTestUser',
  },
  {
    method: 'DELETE',
    path: '/auth/delete-all-test-users',
    summary: 'Admin: delete every test user.',
    document: 'mutation { deleteAllTestUsers { deletedCount } }',
    result: 'deleteAllTestUsers',
  },
];
